/**
 * Paying a creator against the local stack: only to payment details that are approved at the time of payment,
 * and the payment records which version of them it went to. In a world of its own (creator A, brands X and Y).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentNeedsApprovedDetails, type ApiErrorBody } from '@reelbridge/shared';
import { clearDynamoFaults, dynamoFaultReport, setDynamoFaults } from '../../../infra/local/faults';
import { api, settleEvents, stack } from '../testing/int';
import {
  approvedPayment,
  as,
  createWorld,
  ok,
  paymentBody,
  pendingPayment,
  submittedProject,
  type World,
} from '../testing/world';

interface Detail {
  creators: {
    id: string;
    status: string;
    paymentStatus?: string;
    paidAt?: string;
    paidByEmail?: string;
    paidToPaymentVersion?: number;
  }[];
}

let world: World;
/** World creators are named 'Ada <who>'. */
const REFUSAL = paymentNeedsApprovedDetails('Ada creatorA');

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

/** A project whose one creator (A) has every video approved: awaiting payment. */
async function awaitingPayment() {
  const { projectId, entryId, submissionId } = await submittedProject(world);
  await ok(api('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/approve`));
  return { projectId, entryId };
}

const pay = (entryId: string) => api<ApiErrorBody>('admin', 'POST', `/ugc-projects/project-creator/${entryId}/pay`);
const detailOf = async (projectId: string) => (await api<Detail>('admin', 'GET', `/ugc-projects/${projectId}`)).body;

async function expectRefusedAndUnpaid(entryId: string, projectId: string, paymentStatus: string) {
  const response = await pay(entryId);
  expect(response.status).toBe(409);
  expect(response.body.error.message).toBe(REFUSAL);
  const entry = (await detailOf(projectId)).creators[0]!;
  expect(entry).toMatchObject({ status: 'awaiting_payment', paymentStatus });
  expect(entry.paidAt).toBeUndefined();
  expect(entry.paidToPaymentVersion).toBeUndefined();
}

describe('pay only to approved payment details', () => {
  it('refuses a creator without payment details: 409, nothing paid', async () => {
    const { projectId, entryId } = await awaitingPayment();
    await expectRefusedAndUnpaid(entryId, projectId, 'not_submitted');
  });

  it('refuses pending payment details: 409, nothing paid', async () => {
    const { projectId, entryId } = await awaitingPayment();
    await pendingPayment(world);
    await expectRefusedAndUnpaid(entryId, projectId, 'pending');
  });

  it('refuses rejected payment details: 409, nothing paid', async () => {
    const { projectId, entryId } = await awaitingPayment();
    const { version } = await pendingPayment(world);
    await ok(
      api('admin', 'POST', `/creators/${world.creatorA.id}/payment-info/reject`, {
        body: { reason: 'Bank name does not match', version },
      }),
    );
    await expectRefusedAndUnpaid(entryId, projectId, 'rejected');
  });

  it('refuses details changed after approval (the creator resubmitted: pending again): 409, nothing paid', async () => {
    const { projectId, entryId } = await awaitingPayment();
    await approvedPayment(world);
    expect((await detailOf(projectId)).creators[0]!.paymentStatus).toBe('approved');
    await ok(
      as('creatorA', 'PUT', `/creators/${world.creatorA.id}/payment-info`, {
        body: paymentBody(world.creatorA.email, { accountNumber: '77776666', confirmAccountNumber: '77776666' }),
      }),
    );
    await expectRefusedAndUnpaid(entryId, projectId, 'pending');
  });

  it('pays approved details exactly once under 20 concurrent pays, and records the version paid to', async () => {
    const { projectId, entryId } = await awaitingPayment();
    const approved = await approvedPayment(world);
    const pays = await Promise.all(Array.from({ length: 20 }, () => pay(entryId)));
    const statuses = pays.map((response) => response.status).sort();
    expect(
      statuses,
      JSON.stringify(pays.filter((response) => response.status !== 409).map(({ body }) => body)),
    ).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const refused of pays.filter((response) => response.status === 409)) {
      expect(refused.body.error.message).toBe('Ada creatorA has already been paid');
    }

    const entry = (await detailOf(projectId)).creators[0]!;
    expect(entry).toMatchObject({
      status: 'paid',
      paymentStatus: 'approved',
      paidAt: expect.any(String),
      paidByEmail: 'admin@demo.reelbridge.test',
      paidToPaymentVersion: approved.version,
    });

    // The brand's view of the project shows the payment, not the creator's payment details or who paid.
    const brand = (await as('brandX', 'GET', `/ugc-projects/${projectId}`)).body as Detail;
    expect(brand.creators[0]).toMatchObject({ status: 'paid' });
    expect(brand.creators[0]).not.toHaveProperty('paymentStatus');
    expect(brand.creators[0]).not.toHaveProperty('paidByEmail');
  });

  it('answers the payer 200, paid once, when its transaction outlasts the SDK timeout and is sent again', async () => {
    const { projectId, entryId } = await awaitingPayment();
    const approved = await approvedPayment(world);
    await settleEvents();
    // The pay's transaction is applied after the SDK has given up on it (3 s) and sent it again with its token.
    await setDynamoFaults(stack().dynamoEndpoint, {
      conflictWhileInFlight: true,
      slowTransactions: { count: 1, ms: 3_500 },
    });
    try {
      const response = await pay(entryId);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { injected } = await dynamoFaultReport(stack().dynamoEndpoint);
      expect(injected.slowTransactions).toBe(1);
      expect(injected.transactionInProgress).toBeGreaterThan(0);
    } finally {
      await clearDynamoFaults(stack().dynamoEndpoint);
    }
    expect((await detailOf(projectId)).creators[0]).toMatchObject({
      status: 'paid',
      paidToPaymentVersion: approved.version,
    });
    expect((await pay(entryId)).body.error.message).toBe('Ada creatorA has already been paid');
  });
});
