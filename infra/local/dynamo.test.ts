import { describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand, TransactGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { stack } from '../../functions/src/testing/int';
import { documentClient } from './testing';

const client = () => documentClient(stack());
const table = () => stack().tableName;
const key = (name: string) => ({ pk: `TXNTEST#${name}#${Math.random()}`, sk: 'A' });

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
