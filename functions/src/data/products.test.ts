import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { batchDelete } from './client';
import { addMissingProductKeys } from './products';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});
afterEach(() => dynamo.reset());
afterAll(() => dynamo.restore());

describe('addMissingProductKeys', () => {
  it('gives a product stored before the upgrade its list key and search entries, at the version it has', async () => {
    const stored = {
      pk: 'BRAND#co_1',
      sk: 'PRODUCT#pr_1',
      type: 'product',
      nameKey: 'glow lip oil',
      id: 'pr_1',
      brandId: 'co_1',
      name: 'Glow Lip Oil',
      pricingCents: 1000,
      benefits: [],
      media: { photos: [], videos: [], packaging: [] },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 3,
    };
    dynamo
      .on(ScanCommand)
      .resolvesOnce({ Items: [stored], LastEvaluatedKey: { pk: 'x', sk: 'y' } })
      .resolves({});
    dynamo.on(TransactWriteCommand).resolves({});

    expect(await addMissingProductKeys()).toBe(1);

    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(2);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put).toMatchObject({
      Item: { pk: 'BRAND#co_1', sk: 'PRODUCT#pr_1', gsi1pk: 'PRODUCTS#co_1', gsi1sk: 'glow lip oil#pr_1', version: 3 },
      ConditionExpression: '#version = :expected',
      ExpressionAttributeValues: { ':expected': 3 },
    });
    expect(items.slice(1).map((entry) => entry.Put?.Item?.gsi2sk)).toEqual([
      'glow lip oil#pr_1',
      'lip oil#pr_1',
      'oil#pr_1',
    ]);
  });
});

describe('batchDelete', () => {
  it('sends again what DynamoDB left unprocessed, 25 keys a request', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => ({ pk: 'P', sk: `S${index}` }));
    const left = [{ DeleteRequest: { Key: keys[3]! } }];
    dynamo
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { 'test-table': left } })
      .resolves({});

    await batchDelete(keys);

    const sent = dynamo.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems!['test-table']!);
    expect(sent.map((requests) => requests.length)).toEqual([25, 1, 5]);
    expect(sent[1]).toEqual(left);
  });
});
