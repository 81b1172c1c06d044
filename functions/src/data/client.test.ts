import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BATCH_GET_ATTEMPTS,
  batchGet,
  DynamoBusyError,
  passingReason,
  TRANSACTION_ATTEMPTS,
  writeTransaction,
} from './client';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
});
afterEach(() => dynamo.reset());
afterAll(() => dynamo.restore());

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const input = { TransactItems: [{ Put: { TableName: 'test-table', Item: { pk: 'A', sk: 'B' } } }] };

describe('writeTransaction', () => {
  it.each(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded'])(
    'sends a transaction cancelled with %s again until it goes through',
    async (code) => {
      dynamo
        .on(TransactWriteCommand)
        .rejectsOnce(cancelled('None', code))
        .rejectsOnce(cancelled(code, 'None'))
        .resolves({});
      await writeTransaction(input);
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
    },
  );

  it('sends a transaction still in progress again with its token, and a cancelled one with a new token', async () => {
    const inProgress = Object.assign(new Error('in progress'), { name: 'TransactionInProgressException' });
    dynamo.on(TransactWriteCommand).rejectsOnce(inProgress).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    await writeTransaction(input);
    const tokens = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.ClientRequestToken);
    expect(tokens).toHaveLength(3);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).not.toBe(tokens[1]);
    expect(dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toEqual(input.TransactItems);
  });

  it('gives up after its attempts with a DynamoBusyError naming the reason', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    const error = await writeTransaction(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DynamoBusyError);
    expect(error).toMatchObject({ operation: 'TransactWriteItems', reason: 'TransactionConflict' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(TRANSACTION_ATTEMPTS);
  });

  it('throws a failed condition at once, even beside a conflict: the data said no', async () => {
    const failed = cancelled('ConditionalCheckFailed', 'TransactionConflict');
    dynamo.on(TransactWriteCommand).rejects(failed);
    await expect(writeTransaction(input)).rejects.toBe(failed);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('does not retry other errors (the SDK has retried throttling exceptions already)', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' });
    dynamo.on(TransactWriteCommand).rejects(throttled);
    await expect(writeTransaction(input)).rejects.toBe(throttled);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('batchGet', () => {
  const key = (id: string) => ({ pk: `CREATOR#${id}`, sk: 'PROFILE' });

  it('asks again for the keys DynamoDB left unprocessed, with the same projection', async () => {
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { 'test-table': [{ id: 'a' }] },
        UnprocessedKeys: { 'test-table': { Keys: [key('b'), key('c')] } },
      })
      .resolvesOnce({
        Responses: { 'test-table': [{ id: 'b' }] },
        UnprocessedKeys: { 'test-table': { Keys: [key('c')] } },
      })
      .resolves({ Responses: { 'test-table': [{ id: 'c' }] }, UnprocessedKeys: {} });
    const items = await batchGet([key('a'), key('b'), key('c'), key('a')], {
      projection: '#id',
      names: { '#id': 'id' },
    });
    expect(items.map((item) => item.id).sort()).toEqual(['a', 'b', 'c']);
    const calls = dynamo.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems!['test-table']!);
    expect(calls.map((request) => request.Keys)).toEqual([
      [key('a'), key('b'), key('c')],
      [key('b'), key('c')],
      [key('c')],
    ]);
    for (const request of calls) {
      expect(request).toMatchObject({ ProjectionExpression: '#id', ExpressionAttributeNames: { '#id': 'id' } });
    }
  });

  it('reads 100 keys a request', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
    await batchGet(Array.from({ length: 250 }, (_, index) => key(String(index))));
    expect(
      dynamo.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems!['test-table']!.Keys!.length),
    ).toEqual([100, 100, 50]);
  });

  it('gives up with a DynamoBusyError when keys stay unprocessed, rather than reporting them missing', async () => {
    dynamo
      .on(BatchGetCommand)
      .resolves({ Responses: { 'test-table': [] }, UnprocessedKeys: { 'test-table': { Keys: [key('a')] } } });
    const error = await batchGet([key('a')]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DynamoBusyError', operation: 'BatchGetItem', reason: 'UnprocessedKeys' });
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(BATCH_GET_ATTEMPTS);
  });

  it('sends nothing for no keys', async () => {
    expect(await batchGet([])).toEqual([]);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});

describe('passingReason', () => {
  it('names throttling, conflicts and timeouts, and nothing else', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(passingReason(named('ThrottlingException'))).toBe('ThrottlingException');
    expect(passingReason(named('ProvisionedThroughputExceededException'))).toBe(
      'ProvisionedThroughputExceededException',
    );
    expect(passingReason(named('TimeoutError'))).toBe('TimeoutError');
    expect(passingReason(cancelled('None', 'ThrottlingError'))).toBe('ThrottlingError');
    expect(passingReason(cancelled('ThrottlingError', 'ConditionalCheckFailed'))).toBeUndefined();
    expect(passingReason(cancelled('ValidationError'))).toBeUndefined();
    expect(passingReason(named('ConditionalCheckFailedException'))).toBeUndefined();
    expect(passingReason(new Error('boom'))).toBeUndefined();
    expect(passingReason(undefined)).toBeUndefined();
  });
});
