import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { ActivityEvent } from '@reelbridge/shared';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDocumentClient } from '../data/client';
import type { EventConsumer } from './consumer';
import { countChange, countersConsumer } from './counters';
import { dispatchEvents } from './dispatcher';
import { eventOfRecord, streamHandler } from './handler';

const dynamo = mockClient(DynamoDBDocumentClient);
const context = {} as Context;

function event(id: string, at: string, details: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id,
    type: 'campaign.activated',
    at,
    actor: { role: 'admin', userId: 'u-admin' },
    subject: { kind: 'campaign', id: 'cp_1', name: 'Summer' },
    brandId: 'co_1',
    campaignId: 'cp_1',
    before: 'draft',
    after: 'active',
    ...details,
  };
}

function record(item: Record<string, unknown>, sequence: string, eventName: DynamoDBRecord['eventName'] = 'INSERT') {
  return {
    eventID: sequence,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { NewImage: marshall(item) as never, SequenceNumber: sequence, StreamViewType: 'NEW_IMAGE' },
  } as DynamoDBRecord;
}

const eventRecord = (value: ActivityEvent, sequence: string) =>
  record({ pk: `EVENT#${value.id}`, sk: 'EVENT', type: 'event', event: value }, sequence);

/** A consumer that notes what it was handed and fails on the events it is told to. */
function recorder(name: string, failOn: string[] = []) {
  const seen: string[] = [];
  const consumer: EventConsumer = {
    name,
    handle: (value) => {
      seen.push(value.id);
      return failOn.includes(value.id) ? Promise.reject(new Error(`${name} is down`)) : Promise.resolve();
    },
  };
  return { consumer, seen };
}

beforeEach(() => {
  process.env.TABLE_NAME = 'test-table';
  process.env.AWS_REGION = 'us-east-1';
  dynamo.reset();
  setDocumentClient(undefined);
});

describe('the stream handler', () => {
  it('reports exactly the record whose event a consumer failed on, and hands every event to every consumer', async () => {
    const flaky = recorder('flaky', ['ev_2']);
    const steady = recorder('steady');
    const handle = streamHandler([flaky.consumer, steady.consumer]);
    const events = [event('ev_1', '2026-11-25T10:00:00.000Z'), event('ev_2', '2026-11-25T10:00:01.000Z')];
    const response = await handle(
      {
        Records: [
          eventRecord(events[0]!, '100'),
          eventRecord(events[1]!, '200'),
          eventRecord(event('ev_3', '2026-11-25T10:00:02.000Z'), '300'),
        ],
      },
      context,
    );
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: '200' }]);
    // The failing consumer did not stop the one after it, nor the records after the failed one.
    expect(flaky.seen).toEqual(['ev_1', 'ev_2', 'ev_3']);
    expect(steady.seen).toEqual(['ev_1', 'ev_2', 'ev_3']);
  });

  it('reports every record when all fail, rather than throwing', async () => {
    const down = recorder('down', ['ev_1', 'ev_2']);
    const response = await streamHandler([down.consumer])(
      {
        Records: [
          eventRecord(event('ev_1', '2026-11-25T10:00:00.000Z'), '1'),
          eventRecord(event('ev_2', '2026-11-25T10:00:01.000Z'), '2'),
        ],
      },
      context,
    );
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: '1' }, { itemIdentifier: '2' }]);
  });

  it('hands over only inserted event items', async () => {
    const seen = recorder('seen');
    const value = event('ev_1', '2026-11-25T10:00:00.000Z');
    const item = { pk: 'EVENT#ev_1', sk: 'EVENT', type: 'event', event: value };
    const records = [
      record({ pk: 'BRAND#co_1', sk: 'PROFILE', type: 'brand' }, '1'),
      record(item, '2', 'MODIFY'),
      record(item, '3', 'REMOVE'),
      record(item, '4'),
    ];
    expect(records.map(eventOfRecord).map((found) => found?.id)).toEqual([undefined, undefined, undefined, 'ev_1']);
    const response = await streamHandler([seen.consumer])({ Records: records }, context);
    expect(response.batchItemFailures).toEqual([]);
    expect(seen.seen).toEqual(['ev_1']);
  });
});

describe('dispatchEvents', () => {
  it('hands the events over in time order and returns each failure', async () => {
    const flaky = recorder('flaky', ['ev_b']);
    const failures = await dispatchEvents(
      [
        event('ev_c', '2026-11-25T10:00:02.000Z'),
        event('ev_a', '2026-11-25T10:00:00.000Z'),
        event('ev_b', '2026-11-25T10:00:00.000Z'),
      ],
      [flaky.consumer],
    );
    expect(flaky.seen).toEqual(['ev_a', 'ev_b', 'ev_c']);
    expect(failures.map((failure) => [failure.event.id, failure.consumer])).toEqual([['ev_b', 'flaky']]);
  });
});

describe('the counters consumer', () => {
  /** A table that applies counter transactions: the delivery marker is conditional, the ADDs add up. */
  function countingTable() {
    const stored = new Set<string>();
    const sums = new Map<string, number>();
    const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;
    dynamo.on(TransactWriteCommand).callsFake((input: TransactWriteCommandInput) => {
      const items = input.TransactItems!;
      const codes = items.map((item) =>
        item.Put?.ConditionExpression === 'attribute_not_exists(pk)' && stored.has(keyOf(item.Put.Item!))
          ? 'ConditionalCheckFailed'
          : 'None',
      );
      if (codes.includes('ConditionalCheckFailed')) {
        throw new TransactionCanceledException({
          message: 'Transaction cancelled',
          $metadata: {},
          CancellationReasons: codes.map((Code) => ({ Code })),
        });
      }
      for (const item of items) {
        if (item.Put) stored.add(keyOf(item.Put.Item!));
        if (item.Update) {
          for (const [name, value] of Object.entries(item.Update.ExpressionAttributeValues!)) {
            const sum = `${keyOf(item.Update.Key!)}|${name.slice(1)}`;
            sums.set(sum, (sums.get(sum) ?? 0) + Number(value));
          }
        }
      }
      return {};
    });
    dynamo.on(GetCommand).callsFake((input: { Key: Record<string, unknown> }) => ({
      Item: stored.has(keyOf(input.Key)) ? { ...input.Key } : undefined,
    }));
    dynamo.on(BatchGetCommand).resolves({ Responses: {} });
    return { sums };
  }

  it('counts a replayed batch once', async () => {
    const { sums } = countingTable();
    const handle = streamHandler([countersConsumer]);
    const batch = {
      Records: [
        eventRecord(
          event('ev_1', '2026-11-25T10:00:00.000Z', {
            type: 'brand.registered',
            subject: { kind: 'brand', id: 'co_2' },
            brandId: 'co_2',
          }),
          '1',
        ),
        eventRecord(
          event('ev_2', '2026-11-25T10:00:01.000Z', {
            type: 'brand.registered',
            subject: { kind: 'brand', id: 'co_1' },
          }),
          '2',
        ),
      ],
    };
    expect((await handle(batch, context)).batchItemFailures).toEqual([]);
    expect((await handle(batch, context)).batchItemFailures).toEqual([]);
    expect(sums.get('STATS|OVERVIEW|brandCount')).toBe(2);
    // Two events, one transaction each; the replay's two were refused on their delivery markers.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(4);
  });

  it('leaves running campaigns to the analytics figures (one source: docs/analytics.md)', () => {
    const at = '2026-11-25T10:00:00.000Z';
    expect(countChange(event('ev', at))).toBeUndefined();
    expect(countChange(event('ev', at, { type: 'campaign.completed', before: 'active' }))).toBeUndefined();
    expect(countChange(event('ev', at, { type: 'payment.approved' }))).toBeUndefined();
  });
});
