import { afterEach, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { stack } from '../../functions/src/testing/int';
import { parseFaults } from './dynamo';
import { clearDynamoFaults, dynamoFaultReport, setDynamoFaults } from './faults';
import { documentClient } from './testing';

const client = () => documentClient(stack());
const table = () => stack().tableName;
const key = (name: string) => ({ pk: `TXNTEST#${name}#${Math.random()}`, sk: 'A' });

/** A transaction that adds `by` to the item's value once: only while its version is still 0 (a versioned write). */
const incrementFromVersion0 = (counter: ReturnType<typeof key>, token: string, by = 1) =>
  new TransactWriteCommand({
    ClientRequestToken: token,
    TransactItems: [
      {
        Update: {
          TableName: table(),
          Key: counter,
          UpdateExpression: 'SET #v = #v + :by, version = :next',
          ConditionExpression: 'version = :read',
          ExpressionAttributeNames: { '#v': 'value' },
          ExpressionAttributeValues: { ':by': by, ':next': 1, ':read': 0 },
        },
      },
    ],
  });

describe('local DynamoDB transactions', () => {
  it('applies every item of a successful TransactWriteItems', async () => {
    const a = key('a');
    const b = key('b');
    await client().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: { ...a, value: 1 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: table(), Item: { ...b, value: 2 } } },
        ],
      }),
    );
    const got = await client().send(
      new TransactGetCommand({
        TransactItems: [{ Get: { TableName: table(), Key: a } }, { Get: { TableName: table(), Key: b } }],
      }),
    );
    expect(got.Responses?.map((response) => response.Item?.value)).toEqual([1, 2]);
  });

  it('rolls back earlier items and reports CancellationReasons when a condition fails', async () => {
    const fresh = key('fresh');
    const existing = key('existing');
    const updated = key('updated');
    await client().send(new PutCommand({ TableName: table(), Item: { ...existing, value: 'old' } }));
    await client().send(new PutCommand({ TableName: table(), Item: { ...updated, value: 'before' } }));
    const error = await client()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table(), Item: { ...fresh, value: 'new' } } },
            {
              Update: {
                TableName: table(),
                Key: updated,
                UpdateExpression: 'SET #v = :v',
                ExpressionAttributeNames: { '#v': 'value' },
                ExpressionAttributeValues: { ':v': 'after' },
              },
            },
            {
              Put: {
                TableName: table(),
                Item: { ...existing, value: 'clobbered' },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      )
      .catch((caught: unknown) => caught as { name: string; CancellationReasons?: { Code: string }[] });
    expect(error).toMatchObject({ name: 'TransactionCanceledException' });
    expect(
      (error as { CancellationReasons: { Code: string }[] }).CancellationReasons.map((reason) => reason.Code),
    ).toEqual(['None', 'None', 'ConditionalCheckFailed']);
    expect((await client().send(new GetCommand({ TableName: table(), Key: fresh }))).Item).toBeUndefined();
    expect((await client().send(new GetCommand({ TableName: table(), Key: updated }))).Item?.value).toBe('before');
    expect((await client().send(new GetCommand({ TableName: table(), Key: existing }))).Item?.value).toBe('old');
  });

  it('evaluates a ConditionCheck without writing anything', async () => {
    const absent = key('absent');
    const written = key('written');
    await client().send(
      new TransactWriteCommand({
        TransactItems: [
          { ConditionCheck: { TableName: table(), Key: absent, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: table(), Item: { ...written, value: 1 } } },
        ],
      }),
    );
    expect((await client().send(new GetCommand({ TableName: table(), Key: absent }))).Item).toBeUndefined();
    const failing = await client()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { ConditionCheck: { TableName: table(), Key: absent, ConditionExpression: 'attribute_exists(pk)' } },
            { Put: { TableName: table(), Item: { ...key('never'), value: 1 } } },
          ],
        }),
      )
      .catch((caught: { name: string }) => caught);
    expect(failing).toMatchObject({ name: 'TransactionCanceledException' });
  });

  it('honours ClientRequestToken: the same token and items again answer as the success did without writing again', async () => {
    const counter = key('token');
    await client().send(new PutCommand({ TableName: table(), Item: { ...counter, value: 0, version: 0 } }));
    // As an SDK retry of an attempt that went through: the version condition no longer holds, yet it succeeds.
    const increment = (token: string, by = 1) => client().send(incrementFromVersion0(counter, token, by));
    const token = `tok-${Math.random()}`;
    await increment(token);
    await increment(token);
    const stored = await client().send(new GetCommand({ TableName: table(), Key: counter, ConsistentRead: true }));
    expect(stored.Item).toMatchObject({ value: 1, version: 1 });

    // The same token with other items is refused; a new token is a new transaction (here its condition fails).
    await expect(increment(token, 5)).rejects.toMatchObject({ name: 'IdempotentParameterMismatchException' });
    await expect(increment(`tok-${Math.random()}`)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
  });

  it('refuses two operations on one item like DynamoDB', async () => {
    const same = key('same');
    const error = await client()
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table(), Item: { ...same, value: 1 } } },
            { Delete: { TableName: table(), Key: same } },
          ],
        }),
      )
      .catch((caught: { name: string }) => caught);
    expect(error).toMatchObject({ name: 'ValidationException' });
  });
});

describe('local DynamoDB item size', () => {
  it('refuses an item over 400 KB in UTF-8 bytes, as DynamoDB does, though under 400 K characters', async () => {
    const big = { ...key('cjk'), text: '品'.repeat(140_000) };
    for (const write of [
      () => client().send(new PutCommand({ TableName: table(), Item: big })),
      () => client().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table(), Item: big } }] })),
    ]) {
      const error = await write().then(
        () => ({ name: 'no error', message: '' }),
        (thrown: Error) => thrown,
      );
      expect(error.name).toBe('ValidationException');
      expect(error.message).toBe('Item size has exceeded the maximum allowed size');
    }
    expect((await client().send(new GetCommand({ TableName: table(), Key: { pk: big.pk, sk: big.sk } }))).Item).toBe(
      undefined,
    );
    const ascii = { ...key('ascii'), text: 'x'.repeat(390_000) };
    await client().send(new PutCommand({ TableName: table(), Item: ascii }));
    await client().send(new DeleteCommand({ TableName: table(), Key: { pk: ascii.pk, sk: ascii.sk } }));
  });
});

describe('local DynamoDB faults', () => {
  /** A client that does not retry, so each injected fault is seen as DynamoDB answers it. */
  const once = () =>
    DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: stack().dynamoEndpoint,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        maxAttempts: 1,
      }),
    );
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => ({ name: 'no error' }) as { name: string; CancellationReasons?: { Code: string }[] },
      (error: { name: string; CancellationReasons?: { Code: string }[] }) => error,
    );
  const faults = (next: Parameters<typeof setDynamoFaults>[1]) => setDynamoFaults(stack().dynamoEndpoint, next);

  afterEach(async () => {
    await clearDynamoFaults(stack().dynamoEndpoint);
  });

  it('throttles the next requests of an operation with the error DynamoDB answers, then answers again', async () => {
    const item = key('throttled');
    await client().send(new PutCommand({ TableName: table(), Item: { ...item, value: 1 } }));
    await faults({
      throttle: [
        { operation: 'GetItem', count: 1 },
        { operation: 'Query', count: 1, error: 'ThrottlingException' },
      ],
    });
    expect(await failure(once().send(new GetCommand({ TableName: table(), Key: item })))).toMatchObject({
      name: 'ProvisionedThroughputExceededException',
    });
    expect((await once().send(new GetCommand({ TableName: table(), Key: item }))).Item?.value).toBe(1);
    expect(await dynamoFaultReport(stack().dynamoEndpoint)).toMatchObject({
      injected: { 'throttle:GetItem': 1 },
      pending: {
        throttle: [
          { operation: 'GetItem', count: 0 },
          { operation: 'Query', count: 1 },
        ],
      },
    });
  });

  it('cancels a throttled TransactWriteItems with a ThrottlingError reason and writes nothing', async () => {
    const [a, b] = [key('tx-throttled-a'), key('tx-throttled-b')];
    await faults({ throttle: [{ operation: 'TransactWriteItems', count: 1 }] });
    const error = await failure(
      once().send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName: table(), Item: a } }, { Put: { TableName: table(), Item: b } }],
        }),
      ),
    );
    expect(error.name).toBe('TransactionCanceledException');
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual(['ThrottlingError', 'None']);
    expect((await client().send(new GetCommand({ TableName: table(), Key: a }))).Item).toBeUndefined();
  });

  it('cancels the next transactions with TransactionConflict on demand', async () => {
    await faults({ transactionConflicts: 1 });
    const item = key('tx-conflict');
    const send = () =>
      once().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: table(), Item: item } }] }));
    expect((await failure(send())).CancellationReasons?.map((reason) => reason.Code)).toEqual(['TransactionConflict']);
    await send();
    expect((await client().send(new GetCommand({ TableName: table(), Key: item }))).Item).toBeDefined();
  });

  it('cancels a transaction on an item another transaction holds with TransactionConflict, as DynamoDB does', async () => {
    await faults({ conflictWhileInFlight: true });
    const item = key('in-flight');
    const other = key('elsewhere');
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        failure(
          once().send(
            new TransactWriteCommand({
              TransactItems: [
                { Put: { TableName: table(), Item: { ...item, value: index } } },
                { Put: { TableName: table(), Item: { ...other, pk: `${other.pk}#${index}` } } },
              ],
            }),
          ),
        ),
      ),
    );
    const conflicts = outcomes.filter((outcome) => outcome.name === 'TransactionCanceledException');
    expect(conflicts.length).toBeGreaterThan(0);
    expect(outcomes.filter((outcome) => outcome.name === 'no error').length).toBeGreaterThan(0);
    for (const conflict of conflicts) {
      expect(conflict.CancellationReasons?.map((reason) => reason.Code)).toEqual(['TransactionConflict', 'None']);
    }
    expect((await dynamoFaultReport(stack().dynamoEndpoint)).injected.conflictWhileInFlight).toBe(conflicts.length);
  });

  it('answers a transaction sent again with the token of one still running TransactionInProgressException, once applied', async () => {
    // The first attempt to run is held half a second, so that the others arrive while it runs whatever the host's
    // load: on a busy CI host all six once ran one after the other, and none found another in flight.
    await faults({ conflictWhileInFlight: true, slowTransactions: { count: 1, ms: 500 } });
    const counter = key('in-progress');
    await client().send(new PutCommand({ TableName: table(), Item: { ...counter, value: 0, version: 0 } }));
    const token = `tok-${Math.random()}`;
    // As the SDK's retries of one attempt that timed out: the same token and items, while the first may still run.
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => failure(once().send(incrementFromVersion0(counter, token)))),
    );
    const names = outcomes.map((outcome) => outcome.name);
    expect(names.filter((name) => name !== 'no error' && name !== 'TransactionInProgressException')).toEqual([]);
    expect(names).toContain('TransactionInProgressException');
    expect(names).toContain('no error');
    const stored = await client().send(new GetCommand({ TableName: table(), Key: counter, ConsistentRead: true }));
    expect(stored.Item).toMatchObject({ value: 1, version: 1 });
    const report = await dynamoFaultReport(stack().dynamoEndpoint);
    expect(report.injected.transactionInProgress).toBe(names.filter((name) => name !== 'no error').length);
    expect(report.injected.conflictWhileInFlight).toBeUndefined();
  });

  it('leaves every other key of a BatchGetItem unprocessed, with the request parameters to send them again', async () => {
    const items = [key('batch-0'), key('batch-1'), key('batch-2')];
    for (const [index, item] of items.entries()) {
      await client().send(new PutCommand({ TableName: table(), Item: { ...item, value: index, hidden: 'x' } }));
    }
    await faults({ unprocessedKeys: 2 });
    const request = { Keys: items, ProjectionExpression: '#v', ExpressionAttributeNames: { '#v': 'value' } };
    const first = await once().send(new BatchGetCommand({ RequestItems: { [table()]: request } }));
    expect(first.Responses?.[table()]?.map((item) => item.value).sort()).toEqual([0, 2]);
    expect(first.UnprocessedKeys?.[table()]).toEqual({ ...request, Keys: [items[1]] });
    const second = await once().send(new BatchGetCommand({ RequestItems: first.UnprocessedKeys! }));
    expect(second.Responses?.[table()]).toEqual([]);
    expect(second.UnprocessedKeys?.[table()]?.Keys).toEqual([items[1]]);
    const third = await once().send(new BatchGetCommand({ RequestItems: second.UnprocessedKeys! }));
    expect(third.Responses?.[table()]).toEqual([{ value: 1 }]);
    expect(third.UnprocessedKeys?.[table()]).toBeUndefined();
  });

  it('switched off, injects nothing; refuses faults it does not know', async () => {
    await faults({ throttle: [{ operation: 'GetItem', count: 5 }], unprocessedKeys: 5, transactionConflicts: 5 });
    expect(await clearDynamoFaults(stack().dynamoEndpoint)).toEqual({ pending: {}, injected: {} });
    await once().send(new GetCommand({ TableName: table(), Key: key('quiet') }));
    expect((await dynamoFaultReport(stack().dynamoEndpoint)).injected).toEqual({});
    expect(parseFaults({ throttle: [{ operation: 'GetItem', count: 1.5 }] })).toEqual(expect.any(String));
    expect(parseFaults({ gsiLag: 5, staleReads: true })).toEqual({ gsiLag: 5, staleReads: true });
    expect(parseFaults({ gsiLag: -1 })).toBe('gsiLag must be a count');
    expect(parseFaults({ staleReads: 'yes' })).toBe('staleReads must be true or false');
    expect(parseFaults({ eventualConsistency: true })).toBe('Unknown fault eventualConsistency');
    expect(parseFaults([])).toBe('Faults must be a JSON object');
  });
});

describe('local DynamoDB lagging index and stale reads', () => {
  /** Long enough for the reads to come within the window on a busy machine. */
  const LAG_MS = 1_500;
  const partition = () => `LAGTEST#${Math.random()}`;
  const put = (item: Record<string, unknown>) => client().send(new PutCommand({ TableName: table(), Item: item }));
  /** Every page of the gsi1 partition, `limit` items a page, as [id, value] pairs. */
  const indexPages = async (gsi1pk: string, limit?: number, prefix?: string) => {
    const found: unknown[][] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client().send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'gsi1',
          KeyConditionExpression: prefix ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': gsi1pk, ...(prefix ? { ':prefix': prefix } : {}) },
          ...(limit ? { Limit: limit } : {}),
          ExclusiveStartKey: startKey,
        }),
      );
      found.push(...(page.Items ?? []).map((item) => [item.id, item.value]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return found;
  };

  afterEach(async () => {
    await clearDynamoFaults(stack().dynamoEndpoint);
  });

  it('answers an index Query as the index stood gsiLag ms ago, page by page, then as it stands', async () => {
    const pk = partition();
    const keys = new Map<string, ReturnType<typeof key>>();
    const item = (id: string, value: number, sort = id) => ({
      ...(keys.get(id) ?? keys.set(id, key(id)).get(id)!),
      id,
      value,
      gsi1pk: pk,
      gsi1sk: `S#${sort}`,
    });
    const kept = item('a', 1);
    const changed = item('b', 1);
    const moved = item('c', 1);
    const deleted = item('d', 1);
    const removedFromIndex = item('e', 1);
    for (const each of [kept, changed, moved, deleted, removedFromIndex]) await put(each);
    // Setting the faults starts the history afresh: the writes before are old enough.
    await setDynamoFaults(stack().dynamoEndpoint, { gsiLag: LAG_MS });
    const before = [
      ['a', 1],
      ['b', 1],
      ['c', 1],
      ['d', 1],
      ['e', 1],
    ];
    expect(await indexPages(pk)).toEqual(before);

    // Within the window: a new item, a changed one, one moved to the end of the list, a deleted one, one whose index
    // keys were removed, through every kind of write.
    await put(item('f', 1));
    await client().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: { pk: changed.pk, sk: changed.sk },
              UpdateExpression: 'SET #v = :v',
              ExpressionAttributeNames: { '#v': 'value' },
              ExpressionAttributeValues: { ':v': 2 },
            },
          },
          { Put: { TableName: table(), Item: item('c', 2, 'z') } },
        ],
      }),
    );
    await client().send(new DeleteCommand({ TableName: table(), Key: { pk: deleted.pk, sk: deleted.sk } }));
    await put({ pk: removedFromIndex.pk, sk: removedFromIndex.sk, id: 'e', value: 2 });

    expect(await indexPages(pk)).toEqual(before);
    expect(await indexPages(pk, 2)).toEqual(before);
    expect(await indexPages(pk, 1, 'S#c')).toEqual([['c', 1]]);
    const consistent = await client().send(
      new GetCommand({ TableName: table(), Key: { pk: changed.pk, sk: changed.sk }, ConsistentRead: true }),
    );
    expect(consistent.Item?.value).toBe(2);
    expect((await dynamoFaultReport(stack().dynamoEndpoint)).injected.gsiLag).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, LAG_MS + 50));
    const after = [
      ['a', 1],
      ['b', 2],
      ['f', 1],
      ['c', 2],
    ];
    expect(await indexPages(pk)).toEqual(after);
    expect(await indexPages(pk, 3)).toEqual(after);
  });

  it('answers a read without ConsistentRead with the earlier state while staleReads is on', async () => {
    const item = key('stale');
    const gone = { ...item, sk: 'B' };
    await put({ ...item, value: 1 });
    await put({ ...gone, value: 1 });
    await setDynamoFaults(stack().dynamoEndpoint, { gsiLag: LAG_MS, staleReads: true });
    await client().send(
      new BatchWriteCommand({
        RequestItems: {
          [table()]: [{ PutRequest: { Item: { ...item, value: 2 } } }, { DeleteRequest: { Key: gone } }],
        },
      }),
    );
    const read = (consistent: boolean) =>
      client().send(new GetCommand({ TableName: table(), Key: item, ConsistentRead: consistent }));
    const query = (consistent: boolean) =>
      client().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': item.pk },
          ConsistentRead: consistent,
        }),
      );
    expect((await read(false)).Item?.value).toBe(1);
    expect((await read(true)).Item?.value).toBe(2);
    expect((await query(false)).Items?.map((found) => [found.sk, found.value])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
    expect((await query(true)).Items?.map((found) => [found.sk, found.value])).toEqual([['A', 2]]);
    const batch = (consistent: boolean) =>
      client().send(
        new BatchGetCommand({
          RequestItems: {
            [table()]: {
              Keys: [item, gone],
              ConsistentRead: consistent,
              ProjectionExpression: 'sk, #v',
              ExpressionAttributeNames: { '#v': 'value' },
            },
          },
        }),
      );
    const sorted = (items: Record<string, unknown>[] | undefined) =>
      (items ?? []).map((found) => [found.sk, found.value, found.pk]).sort();
    expect(sorted((await batch(false)).Responses?.[table()])).toEqual([
      ['A', 1, undefined],
      ['B', 1, undefined],
    ]);
    expect(sorted((await batch(true)).Responses?.[table()])).toEqual([['A', 2, undefined]]);
    await new Promise((resolve) => setTimeout(resolve, LAG_MS + 50));
    expect((await read(false)).Item?.value).toBe(2);
    expect((await query(false)).Items?.map((found) => found.value)).toEqual([2]);
  });
});
