import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { setDocumentClient } from '../data/client';
import { setFieldCipher } from '../lib/cipher';
import type { HttpEvent } from '../lib/http';
import { handler } from './handler';

// The logger reads its level when imported: log everything in this file.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'DEBUG';
});

const TAX_ID = '987654321';
const ACCOUNT = '55500011122233';
const dynamo = mockClient(DynamoDBDocumentClient);
const context = {
  functionName: 'creators',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;

const body = {
  legalFirstName: 'Log',
  legalLastName: 'Test',
  email: 'log@test.test',
  phoneNumber: '+15550001111',
  taxIdType: 'EIN',
  taxIdNumber: TAX_ID,
  taxClassification: 'LLC',
  bankName: 'Bank',
  accountType: 'savings',
  routingNumber: '021000021',
  accountNumber: ACCOUNT,
  confirmAccountNumber: ACCOUNT,
  addressLine1: '1 Main St',
  city: 'Town',
  state: 'NY',
  zipCode: '10001-1234',
  country: 'US',
  achAcknowledged: true,
};

function event(
  routeKey: string,
  claims: Record<string, string>,
  payload?: unknown,
  pathParameters?: Record<string, string>,
) {
  return {
    routeKey,
    rawPath: '/',
    body: payload === undefined ? undefined : JSON.stringify(payload),
    isBase64Encoded: false,
    headers: { 'content-type': 'application/json' },
    pathParameters,
    requestContext: { authorizer: { jwt: { claims: { token_use: 'id', ...claims }, scopes: null } } },
  } as unknown as HttpEvent;
}

const creatorClaims = {
  sub: 'u-c',
  email: 'log@test.test',
  'custom:group': 'creator',
  'custom:creator_id': 'cr_logtest2345',
};
const adminClaims = { sub: 'u-a', email: 'a@test.test', 'custom:group': 'admin' };

let captured = '';

beforeEach(() => {
  captured = '';
  process.env.TABLE_NAME = 'table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.PAYMENT_LOCAL_KEY = Buffer.alloc(32, 7).toString('base64');
  setFieldCipher(undefined);
  setDocumentClient(undefined);
  dynamo.reset();
  const capture = (chunk: unknown) => {
    captured += String(chunk);
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => capture(args.map(String).join(' ')));
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  process.env.LOG_LEVEL = 'SILENT';
});

describe('payment numbers never reach the logs', () => {
  it('on a successful save, an admin read, a reveal, and a failed write', async () => {
    const stored: Record<string, unknown> = {};
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: { pk: 'CREATOR#cr_logtest2345', sk: 'PROFILE' } }).resolves({
      Item: {
        id: 'cr_logtest2345',
        firstName: 'Log',
        lastName: 'Test',
        email: 'log@test.test',
        paymentStatus: 'not_submitted',
        version: 1,
      },
    });
    dynamo.on(GetCommand, { Key: { pk: 'CREATOR#cr_logtest2345', sk: 'PAYMENT' } }).callsFake(() => ({
      Item: stored.item,
    }));
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put?: { Item: { type?: string } } }[] }) => {
      const put = input.TransactItems[0]!.Put;
      if (put?.Item.type === 'paymentInfo') stored.item = put.Item;
      return {};
    });
    dynamo.on(QueryCommand).resolves({ Items: [] });

    const saved = await handler(event('POST /api/creators/payment-info', creatorClaims, body), context);
    expect(saved.statusCode).toBe(200);
    expect(JSON.stringify(stored.item)).not.toContain(TAX_ID);
    expect(JSON.stringify(stored.item)).not.toContain(ACCOUNT);

    const read = await handler(
      event('GET /api/creators/{id}/payment-info', adminClaims, undefined, { id: 'cr_logtest2345' }),
      context,
    );
    expect(JSON.parse(read.body!).taxIdNumber).toBe('****4321');
    const revealed = await handler(
      event('POST /api/creators/{id}/payment-info/reveal', adminClaims, { version: 1 }, { id: 'cr_logtest2345' }),
      context,
    );
    expect(JSON.parse(revealed.body!)).toMatchObject({ taxIdNumber: TAX_ID, accountNumber: ACCOUNT });

    dynamo.on(TransactWriteCommand).rejects(new Error('Throughput exceeded'));
    const failed = await handler(event('POST /api/creators/payment-info', creatorClaims, body), context);
    expect(failed.statusCode).toBe(500);

    expect(captured).toContain('Payment info submitted');
    // One audit line for the reveal: who, which creator and version, never the numbers.
    const audits = captured
      .split('\n')
      .filter((line) => line.includes('"audit":"paymentNumbersRevealed"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audits).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'Audit: payment numbers revealed',
        creatorId: 'cr_logtest2345',
        version: 1,
        by: 'u-a',
        byEmail: 'a@test.test',
      }),
    ]);
    expect(captured).toContain('Unhandled error');
    expect(captured).not.toContain(TAX_ID);
    expect(captured).not.toContain(ACCOUNT);
  });
});
