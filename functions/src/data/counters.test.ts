import {
  BatchGetCommand,
  type BatchGetCommandInput,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  ScanCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ActivityEvent } from '@reelbridge/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { countersConsumer } from '../events/counters';
import { setDocumentClient } from './client';
import { addMissingBrandCreatorRates, followCreatorRate, setMarkerRate } from './counters';
import { updateCreator, type CreatorRecord } from './creators';
import { getBrandStats } from './stats';

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'test-table';

beforeEach(() => {
  process.env.TABLE_NAME = TABLE;
  dynamo.reset();
  setDocumentClient(dynamo as unknown as DynamoDBDocumentClient);
});

const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

const marker = (brandId: string, creatorId: string, extra: Record<string, unknown> = {}) => ({
  pk: `STATS#BRAND#${brandId}`,
  sk: `CREATOR#${creatorId}`,
  type: 'brandStatsCreator',
  brandId,
  creatorId,
  ...extra,
});

describe('getBrandStats', () => {
  it('averages the rates the markers carry: one Query and no BatchGet, for 250 creators', async () => {
    const markers = Array.from({ length: 250 }, (_, index) =>
      // Every fifth creator has no rate: counted, not averaged.
      marker('co_1', `cr_${index}`, index % 5 === 0 ? {} : { engagementRate: index % 2 === 0 ? 0.02 : 0.04 }),
    );
    dynamo.on(QueryCommand).resolves({
      Items: [{ pk: 'STATS#BRAND#co_1', sk: 'OVERVIEW', runningCampaigns: 3 }, ...markers],
    });
    const stats = await getBrandStats('co_1');
    expect(dynamo.calls()).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ConsistentRead).toBe(true);
    const rated = markers.filter((item) => 'engagementRate' in item) as { engagementRate: number }[];
    expect(stats.creatorCount).toBe(250);
    expect(stats.engagementCount).toBe(200);
    expect(stats.engagementSum).toBeCloseTo(
      rated.reduce((sum, item) => sum + item.engagementRate, 0),
      10,
    );
    expect(stats.runningCampaigns).toBe(3);
  });

  it('is the same one Query for 3 creators', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [marker('co_1', 'cr_1', { engagementRate: 0.05 })] });
    expect(await getBrandStats('co_1')).toMatchObject({ creatorCount: 1, engagementSum: 0.05, engagementCount: 1 });
    expect(dynamo.calls()).toHaveLength(1);
  });
});

describe('the markers’ copy of a creator’s rate', () => {
  it('is set absolutely, with the index keys, only from the same or a newer version of the creator', async () => {
    dynamo.on(UpdateCommand).resolves({});
    expect(await setMarkerRate('co_1', { creatorId: 'cr_1', engagementRate: 0.07, version: 4 })).toBe(true);
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'STATS#BRAND#co_1', sk: 'CREATOR#cr_1' });
    expect(input.UpdateExpression).toBe(
      'SET gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, creatorVersion = :version, engagementRate = :rate',
    );
    expect(input.ConditionExpression).toBe(
      'attribute_exists(pk) AND (attribute_not_exists(creatorVersion) OR creatorVersion <= :version)',
    );
    expect(input.ExpressionAttributeValues).toEqual({
      ':gsi1pk': 'BRAND_CREATOR#cr_1',
      ':gsi1sk': 'BRAND#co_1',
      ':version': 4,
      ':rate': 0.07,
    });
  });

  it('is removed when the creator has no rate any more', async () => {
    dynamo.on(UpdateCommand).resolves({});
    await setMarkerRate('co_1', { creatorId: 'cr_1', version: 5 });
    const input = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.UpdateExpression).toBe(
      'SET gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, creatorVersion = :version REMOVE engagementRate',
    );
    expect(input.ExpressionAttributeValues).not.toHaveProperty(':rate');
  });

  it('follows a creator to every brand that counts it; a marker holding a newer copy is left alone', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ brandId: 'co_1' }, { brandId: 'co_2' }] });
    dynamo
      .on(UpdateCommand, { Key: { pk: 'STATS#BRAND#co_1', sk: 'CREATOR#cr_1' } })
      .resolves({})
      .on(UpdateCommand, { Key: { pk: 'STATS#BRAND#co_2', sk: 'CREATOR#cr_1' } })
      .rejects(conditionFailed());
    expect(await followCreatorRate({ creatorId: 'cr_1', engagementRate: 0.03, version: 2 })).toBe(1);
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input as QueryCommandInput;
    expect(query.IndexName).toBe('gsi1');
    expect(query.ExpressionAttributeValues).toEqual({ ':pk': 'BRAND_CREATOR#cr_1' });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(2);
  });
});

const creator: CreatorRecord = {
  id: 'cr_1',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@x.test',
  metrics: { engagementRate: 0.05 },
  paymentStatus: 'not_submitted',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

describe('updateCreator', () => {
  it('copies a new rate to the creator’s brand markers after its transaction', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(QueryCommand).resolves({ Items: [{ brandId: 'co_1' }] });
    dynamo.on(UpdateCommand).resolves({});
    const next = { ...creator, metrics: { engagementRate: 0.09 }, version: 4 };
    expect(await updateCreator(creator, next)).toEqual({ updated: true, creator: next });
    const order = dynamo.calls().map((call) => (call.args[0] as object).constructor.name);
    expect(order).toEqual(['TransactWriteCommand', 'QueryCommand', 'UpdateCommand']);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':rate': 0.09,
      ':version': 4,
    });
  });

  it('reads no markers when the rate is unchanged, nor when the transaction fails', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    await updateCreator(creator, { ...creator, firstName: 'Anna', version: 4 });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);

    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    const result = await updateCreator(creator, { ...creator, metrics: { engagementRate: 0.09 }, version: 4 });
    expect(result).toEqual({ updated: false, reason: 'stale' });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('stands when the markers could not be written (logged; the backfill copies the rate)', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(QueryCommand).rejects(new Error('index unavailable'));
    const next = { ...creator, metrics: { engagementRate: 0.09 }, version: 4 };
    expect(await updateCreator(creator, next)).toEqual({ updated: true, creator: next });
  });
});

describe('the counters consumer', () => {
  const event: ActivityEvent = {
    id: 'ev_1',
    type: 'campaign.created',
    at: '2026-11-28T10:00:00.000Z',
    actor: { role: 'admin', userId: 'u-admin' },
    subject: { kind: 'campaign', id: 'cp_1' },
    brandId: 'co_1',
    campaignId: 'cp_1',
  };

  it('writes a new marker with the creator’s current rate and version, and its index keys', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'CAMPAIGN#cp_1', sk: 'META', type: 'campaign', id: 'cp_1', brandId: 'co_1' },
        { pk: 'CAMPAIGN#cp_1', sk: 'CREATOR#cr_1', type: 'campaignCreator', creatorId: 'cr_1', createdAt: 'a' },
        { pk: 'CAMPAIGN#cp_1', sk: 'CREATOR#cr_2', type: 'campaignCreator', creatorId: 'cr_2', createdAt: 'b' },
      ],
    });
    dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
      const keys = input.RequestItems![TABLE]!.Keys!;
      // The brand's markers: none yet. The creators: cr_1 with a rate, cr_2 without.
      const creators = [
        { id: 'cr_1', metrics: { engagementRate: 0.06 }, version: 7 },
        { id: 'cr_2', version: 2 },
      ];
      return {
        Responses: { [TABLE]: keys[0]!.sk === 'PROFILE' ? creators : [] },
      };
    });
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(GetCommand).resolves({});
    await countersConsumer.handle(event);
    const items = (dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input as TransactWriteCommandInput)
      .TransactItems!;
    const markers = items.filter((item) => item.Put?.Item?.type === 'brandStatsCreator').map((item) => item.Put!);
    expect(markers.map((put) => put.Item)).toEqual([
      expect.objectContaining({
        ...marker('co_1', 'cr_1'),
        gsi1pk: 'BRAND_CREATOR#cr_1',
        gsi1sk: 'BRAND#co_1',
        engagementRate: 0.06,
        creatorVersion: 7,
      }),
      expect.objectContaining({ ...marker('co_1', 'cr_2'), gsi1pk: 'BRAND_CREATOR#cr_2', creatorVersion: 2 }),
    ]);
    expect(markers[1]!.Item).not.toHaveProperty('engagementRate');
    expect(markers.every((put) => put.ConditionExpression === 'attribute_not_exists(pk)')).toBe(true);
    // The creators are read again after the commit; unchanged, so no marker is updated.
    const creatorReads = dynamo
      .commandCalls(BatchGetCommand)
      .filter((call) => call.args[0].input.RequestItems![TABLE]!.Keys![0]!.sk === 'PROFILE');
    expect(creatorReads.map((call) => call.args[0].input.RequestItems![TABLE]!.ConsistentRead)).toEqual([true, true]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('addMissingBrandCreatorRates', () => {
  it('gives markers without a copy (or an older one) the creator’s rate; a second run writes nothing', async () => {
    const stored = new Map<string, Record<string, unknown>>([
      ['co_1|cr_1', marker('co_1', 'cr_1')],
      ['co_2|cr_1', marker('co_2', 'cr_1', { gsi1pk: 'BRAND_CREATOR#cr_1', creatorVersion: 3, engagementRate: 0.05 })],
      ['co_1|cr_2', marker('co_1', 'cr_2', { gsi1pk: 'BRAND_CREATOR#cr_2', creatorVersion: 1 })],
    ]);
    dynamo.on(ScanCommand).callsFake(() => ({ Items: [...stored.values()].map((item) => ({ ...item })) }));
    dynamo.on(BatchGetCommand).resolves({
      Responses: {
        [TABLE]: [
          { id: 'cr_1', metrics: { engagementRate: 0.05 }, version: 3 },
          { id: 'cr_2', metrics: { engagementRate: 0.02 }, version: 2 },
        ],
      },
    });
    dynamo
      .on(UpdateCommand)
      .callsFake((input: { Key: { pk: string; sk: string }; ExpressionAttributeValues: Record<string, unknown> }) => {
        const id = `${input.Key.pk.replace('STATS#BRAND#', '')}|${input.Key.sk.replace('CREATOR#', '')}`;
        const values = input.ExpressionAttributeValues;
        stored.set(id, {
          ...stored.get(id),
          gsi1pk: values[':gsi1pk'],
          creatorVersion: values[':version'],
          engagementRate: values[':rate'],
        });
        return {};
      });
    expect(await addMissingBrandCreatorRates()).toBe(2);
    expect(stored.get('co_1|cr_1')).toMatchObject({ engagementRate: 0.05, creatorVersion: 3 });
    expect(stored.get('co_1|cr_2')).toMatchObject({ engagementRate: 0.02, creatorVersion: 2 });
    expect(await addMissingBrandCreatorRates()).toBe(0);
  });
});
