import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Context } from 'aws-lambda';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoBusyError } from '../data/client';
import { createDomainHandler, type HttpEvent } from './http';
import { logger } from './logger';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
});
afterAll(() => dynamo.restore());
afterEach(() => vi.restoreAllMocks());

const context = { functionName: 'test', awsRequestId: 'r', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const claims = { sub: 'u1', email: 'a@x.test', 'custom:group': 'admin', token_use: 'id' };

let thrown: unknown;
const handler = createDomainHandler('brands', {
  'brands.get': async () => {
    throw thrown;
  },
});

async function answerTo(error: unknown) {
  thrown = error;
  const event = {
    routeKey: 'GET /api/brands/{id}',
    rawPath: '/',
    isBase64Encoded: false,
    pathParameters: { id: 'co_x' },
    requestContext: { authorizer: { jwt: { claims, scopes: null } } },
  } as unknown as HttpEvent;
  const response = await handler(event, context);
  return {
    status: response.statusCode,
    retryAfter: response.headers?.['retry-after'],
    body: response.body ? JSON.parse(response.body) : undefined,
  };
}

const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name, ...extra });
const cancelled = (...codes: string[]) =>
  named('TransactionCanceledException', { CancellationReasons: codes.map((Code) => ({ Code })) });

describe('errors that mean "not now"', () => {
  it.each([
    ['throttling the SDK gave up on', named('ThrottlingException')],
    ['provisioned throughput exceeded', named('ProvisionedThroughputExceededException')],
    ['a request timeout', named('TimeoutError')],
    ['a transaction cancelled for throttling', cancelled('None', 'ThrottlingError')],
    ['transactions that kept conflicting', new DynamoBusyError('TransactWriteItems', 'TransactionConflict', 4)],
    ['keys left unprocessed', new DynamoBusyError('BatchGetItem', 'UnprocessedKeys', 5)],
  ])('%s: 503 with Retry-After and the error body, logged and counted by reason', async (_, error) => {
    const warn = vi.spyOn(logger, 'warn');
    expect(await answerTo(error)).toEqual({
      status: 503,
      retryAfter: '1',
      body: { error: { code: 'UNAVAILABLE', message: 'The service is busy right now. Please try again in a moment.' } },
    });
    const reason =
      error instanceof DynamoBusyError
        ? error.reason
        : error.name === 'TransactionCanceledException'
          ? 'ThrottlingError'
          : error.name;
    expect(warn).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        reason,
        ServiceUnavailable: 1,
        _aws: expect.objectContaining({
          CloudWatchMetrics: [expect.objectContaining({ Metrics: [{ Name: 'ServiceUnavailable', Unit: 'Count' }] })],
        }),
      }),
    );
  });

  it('a failed condition is still 409, without Retry-After', async () => {
    for (const error of [
      cancelled('ConditionalCheckFailed', 'TransactionConflict'),
      named('ConditionalCheckFailedException'),
    ]) {
      const answer = await answerTo(error);
      expect(answer).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });
      expect(answer.retryAfter).toBeUndefined();
    }
  });
});
