import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { paymentNeedsApprovedDetails } from '@reelbridge/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDocumentClient } from '../data/client';
import type { Principal } from '../lib/principal';
import { refusal } from '../testing/refusal';
import { pay } from './service';

/** The pay path against a mocked table: the payment-info check rides in the payment's own transaction. */

const dynamo = mockClient(DynamoDBDocumentClient);
const admin: Principal = { role: 'admin', userId: 'u-admin', email: 'admin@x.test' };
const NOW = '2026-11-20T10:00:00.000Z';
const CREATOR = 'cr_aaaaaaaaaaaa';
const ENTRY = 'pc_aaaaaaaaaaaa';
const PROJECT = 'pj_aaaaaaaaaaaa';
const PAYMENT_KEY = { pk: `CREATOR#${CREATOR}`, sk: 'PAYMENT' };

const project = {
  pk: `PROJECT#${PROJECT}`,
  sk: 'META',
  type: 'project',
  id: PROJECT,
  name: 'Launch',
  brandId: 'co_aaaaaaaaaaaa',
  brandName: 'Acme',
  status: 'active',
  totalBudgetCents: 1000,
  creatorCount: 1,
  createdAt: NOW,
  updatedAt: NOW,
  version: 4,
};
const entry = {
  pk: `PROJECT#${PROJECT}`,
  sk: `PC#${ENTRY}`,
  type: 'projectCreator',
  id: ENTRY,
  projectId: PROJECT,
  creatorId: CREATOR,
  creatorName: 'Ada Lovelace',
  creatorEmail: 'ada@x.test',
  projectName: 'Launch',
  brandName: 'Acme',
  projectStatus: 'active',
  projectCreatedAt: NOW,
  videoCount: 1,
  costPerVideoCents: 1000,
  status: 'awaiting_payment',
  completedCount: 1,
  submittedCount: 1,
  createdAt: NOW,
  updatedAt: NOW,
  version: 6,
};

function paymentInfo(status: string, version: number) {
  return { Item: { ...PAYMENT_KEY, type: 'paymentInfo', creatorId: CREATOR, status, version } };
}

beforeEach(() => {
  process.env.TABLE_NAME = 'table';
  process.env.AWS_REGION = 'us-east-1';
  setDocumentClient(undefined);
  dynamo.reset();
  dynamo.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [entry] });
  dynamo.on(QueryCommand, { KeyConditionExpression: 'pk = :pk' }).resolves({ Items: [project, entry] });
  dynamo
    .on(BatchGetCommand)
    .resolves({ Responses: { table: [{ creatorId: CREATOR, status: 'approved', version: 3 }] } });
});

describe('pay', () => {
  it('checks in the same transaction that the payment info is still approved at the version read, and records it', async () => {
    dynamo.on(GetCommand, { Key: PAYMENT_KEY }).resolves(paymentInfo('approved', 3));
    dynamo.on(TransactWriteCommand).resolves({});

    const view = await pay(admin, ENTRY, NOW);

    const [write] = dynamo.commandCalls(TransactWriteCommand);
    const items = write!.args[0].input.TransactItems!;
    expect(items).toContainEqual({
      ConditionCheck: expect.objectContaining({
        Key: PAYMENT_KEY,
        ConditionExpression: '#status = :approved AND #version = :version',
        ExpressionAttributeValues: { ':approved': 'approved', ':version': 3 },
      }),
    });
    const paid = items.find((item) => item.Put?.Item?.sk === `PC#${ENTRY}`)!.Put!;
    expect(paid.Item).toMatchObject({
      status: 'paid',
      paidAt: NOW,
      paidBy: 'u-admin',
      paidByEmail: 'admin@x.test',
      paidToPaymentVersion: 3,
    });
    expect(paid.ConditionExpression).toBe('#version = :expected');
    expect(view.creators[0]).toMatchObject({ status: 'paid', paymentStatus: 'approved', paidToPaymentVersion: 3 });
  });

  it.each(['pending', 'rejected'])('refuses %s payment info without writing anything', async (status) => {
    dynamo.on(GetCommand, { Key: PAYMENT_KEY }).resolves(paymentInfo(status, 5));
    const error = await refusal(pay(admin, ENTRY, NOW));
    expect(error).toMatchObject({ status: 409, message: paymentNeedsApprovedDetails('Ada Lovelace') });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a creator without payment info', async () => {
    dynamo.on(GetCommand, { Key: PAYMENT_KEY }).resolves({});
    const error = await refusal(pay(admin, ENTRY, NOW));
    expect(error).toMatchObject({ status: 409, message: paymentNeedsApprovedDetails('Ada Lovelace') });
  });

  it('says the details changed when the payment-info check fails in the transaction (a resubmission raced it)', async () => {
    dynamo
      .on(GetCommand, { Key: PAYMENT_KEY })
      .resolvesOnce(paymentInfo('approved', 3))
      .resolves(paymentInfo('pending', 4));
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );
    const error = await refusal(pay(admin, ENTRY, NOW));
    expect(error).toMatchObject({ status: 409, message: paymentNeedsApprovedDetails('Ada Lovelace') });
  });

  it('says already paid when a racing payment won and the details are unchanged', async () => {
    dynamo.on(GetCommand, { Key: PAYMENT_KEY }).resolves(paymentInfo('approved', 3));
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const error = await refusal(pay(admin, ENTRY, NOW));
    expect(error).toMatchObject({ status: 409, message: 'Ada Lovelace has already been paid' });
  });
});
