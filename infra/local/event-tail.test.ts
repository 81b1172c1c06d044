/**
 * The local event tail (event-tail.ts) when its consumers are slow: a batch that outlasts the tail's window (a backlog
 * after a burst of changes) must not make the tail skip the events recorded meanwhile, and an event failing for longer
 * than the window is retried to the dead-letter list, not forgotten with a retry pending (then no settle would answer).
 * On a table of this file's own in the run's local DynamoDB, with a handler of the test's (no consumer runs): the
 * stack's own tail never sees these events. And a settle that runs out of time says how far the tail got.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDocumentClient } from '../../functions/src/data/client';
import { EVENT_DAY_PREFIX, GSI1 } from '../../functions/src/data/keys';
import { stack } from '../../functions/src/testing/int';
import { ensureTable } from './bootstrap';
import { MAX_ATTEMPTS, startEventTail, type EventTail } from './event-tail';
import { documentClient } from './testing';

const TABLE = `reelbridge-tail-test-${randomBytes(4).toString('hex')}`;
/** A short window, so that a batch outlasting it takes a few seconds rather than a minute. */
const WINDOW_MS = 1_000;
const INTERVAL_MS = 50;

let tableBefore: string | undefined;

beforeAll(async () => {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const dynamo = new DynamoDBClient({ region: 'us-east-1', endpoint: stack().dynamoEndpoint, credentials });
  await ensureTable(dynamo, TABLE);
  dynamo.destroy();
  // The tail reads the events through the data layer (TABLE_NAME) and marks the consumers' client's requests.
  tableBefore = process.env.TABLE_NAME;
  process.env.TABLE_NAME = TABLE;
  setDocumentClient(documentClient(stack()));
});

afterAll(() => {
  process.env.TABLE_NAME = tableBefore;
  setDocumentClient(undefined);
});

/** Records an event item now, as the data layer keys it on the events' time index; returns its id. */
async function record(label: string): Promise<string> {
  const id = `ev_${label}${randomBytes(4).toString('hex')}`;
  const at = new Date().toISOString();
  await documentClient(stack()).send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: `TAILTEST#${id}`,
        sk: 'EVENT',
        type: 'event',
        [`${GSI1}pk`]: `${EVENT_DAY_PREFIX}${at.slice(0, 10)}`,
        [`${GSI1}sk`]: `${at}#${id}`,
        event: { id, at, type: 'tail.test' },
      },
    }),
  );
  return id;
}

const idOf = (record: DynamoDBStreamEvent['Records'][number]) =>
  (unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>).event as { id: string }).id;

describe('the local event tail, behind its consumers', () => {
  let tail: EventTail | undefined;
  afterAll(() => tail?.stop());

  it('hands over the events recorded while a batch outlasted the window', async () => {
    const first = await record('first');
    let meanwhile: string | undefined;
    const handed: string[] = [];
    const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      handed.push(...event.Records.map(idOf));
      if (!meanwhile) {
        // Recorded while the consumers work through the first batch, which takes over twice the window.
        meanwhile = await record('meanwhile');
        await sleep(WINDOW_MS * 2.5);
      }
      return { batchItemFailures: [] };
    };
    tail = startEventTail({ endpoint: stack().dynamoEndpoint, handler, intervalMs: INTERVAL_MS, windowMs: WINDOW_MS });
    await sleep(100);
    await tail.settle({ timeoutMs: 15_000 });
    expect(handed).toEqual([first, meanwhile]);
    expect(tail.deadLetters()).toEqual([]);
    await tail.stop();
    tail = undefined;
  });

  it('retries an event failing for longer than the window until it is dead-lettered, then settles', async () => {
    const failing = await record('failing');
    let tries = 0;
    const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      const mine = event.Records.filter((candidate) => idOf(candidate) === failing);
      tries += mine.length;
      // Each try takes a fifth of the window: the ten of them take twice the window.
      await sleep(WINDOW_MS / 5);
      return { batchItemFailures: mine.map((candidate) => ({ itemIdentifier: candidate.dynamodb!.SequenceNumber! })) };
    };
    tail = startEventTail({ endpoint: stack().dynamoEndpoint, handler, intervalMs: INTERVAL_MS, windowMs: WINDOW_MS });
    await sleep(100);
    await tail.settle({ timeoutMs: 15_000 });
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(tail.deadLetters()).toEqual([expect.objectContaining({ eventId: failing, attempts: MAX_ATTEMPTS })]);
    await tail.stop();
    tail = undefined;
  });
});

describe("the local API's settle", () => {
  it('answers 504 with how far the tail got when it does not settle in time, never a bare 500', async () => {
    // 1 ms is shorter than the quiet time a settle waits for: it cannot settle.
    const response = await fetch(`${stack().apiUrl}/_local/events/settle?timeoutMs=1`);
    expect(response.status).toBe(504);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^The event tail did not settle within 1 ms \(its last batch: \d+ event\(s\) in \d+ ms, \d+ to retry\)$/,
    );
  });
});
