import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { batchDelete } from './client';
import { addMissingProductKeys, brandNames, listAllProducts } from './products';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});
afterEach(() => dynamo.reset());
afterAll(() => dynamo.restore());

describe('addMissingProductKeys', () => {
  it('gives a product stored before the upgrade its list keys and search entries, at the version it has', async () => {
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
      Item: {
        pk: 'BRAND#co_1',
        sk: 'PRODUCT#pr_1',
        gsi1pk: 'PRODUCTS#co_1',
        gsi1sk: 'glow lip oil#pr_1',
        gsi2pk: 'PRODUCTS',
        gsi2sk: 'glow lip oil#pr_1',
        version: 3,
      },
      ConditionExpression: '#version = :expected',
      ExpressionAttributeValues: { ':expected': 3 },
    });
    expect(items.slice(1).map((entry) => entry.Put?.Item?.gsi2sk)).toEqual([
      'glow lip oil#pr_1',
      'lip oil#pr_1',
      'oil#pr_1',
    ]);
    // The entries list among every brand's too.
    expect(items.slice(1).map((entry) => [entry.Put?.Item?.gsi1pk, entry.Put?.Item?.gsi1sk])).toEqual([
      ['PRODUCT_NAMES', 'glow lip oil#pr_1'],
      ['PRODUCT_NAMES', 'lip oil#pr_1'],
      ['PRODUCT_NAMES', 'oil#pr_1'],
    ]);
  });

  it('scans for products without either list key, so a second run finds nothing to do', async () => {
    dynamo.on(ScanCommand).resolves({ Items: [] });
    expect(await addMissingProductKeys()).toBe(0);
    expect(dynamo.commandCalls(ScanCommand)[0]!.args[0].input.FilterExpression).toBe(
      '#type = :product AND (attribute_not_exists(gsi1pk) OR attribute_not_exists(gsi2pk))',
    );
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe("every brand's products", () => {
  const stored = (id: string, brandId: string) => ({
    id,
    brandId,
    name: `Product ${id}`,
    pricingCents: 100,
    media: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  });

  it('reads a page with one Query of the all-brands index, its brands with one BatchGet, whatever the page size', async () => {
    const items = Array.from({ length: 101 }, (_, index) => ({
      ...stored(`pr_${index}`, `co_${index % 7}`),
      gsi2pk: 'PRODUCTS',
      gsi2sk: `product pr_${index}#pr_${index}`,
    }));
    dynamo.on(QueryCommand).resolves({ Items: items });
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'test-table': [{ id: 'co_0', name: 'Acme' }] } });

    const page = await listAllProducts({ limit: 100 });
    const names = await brandNames(page.items.map((product) => product.brandId));

    expect(page.items).toHaveLength(100);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.items[0]).toMatchObject({ id: 'pr_0', brandId: 'co_0', benefits: [] });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
      Limit: 101,
    });
    const batch = dynamo.commandCalls(BatchGetCommand);
    expect(batch).toHaveLength(1);
    // Each brand once, projected to its id and name.
    expect(batch[0]!.args[0].input.RequestItems!['test-table']!.Keys).toHaveLength(7);
    expect(batch[0]!.args[0].input.RequestItems!['test-table']!.ProjectionExpression).toBe('#id, #name');
    expect(names.get('co_0')).toBe('Acme');
  });

  it('searches the search entries of every brand by a word prefix (gsi1), each product once', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { ...stored('pr_1', 'co_1'), gsi1pk: 'PRODUCT_NAMES', gsi1sk: 'glow kit#pr_1' },
        { ...stored('pr_1', 'co_1'), gsi1pk: 'PRODUCT_NAMES', gsi1sk: 'glow#pr_1' },
      ],
    });
    const page = await listAllProducts({ search: ' Glów ', limit: 25 });
    expect(page.items.map((product) => product.id)).toEqual(['pr_1']);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'PRODUCT_NAMES', ':prefix': 'glow' },
    });
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
