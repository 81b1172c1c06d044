import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  APPROVER_LABEL,
  MESSAGES,
  type PaymentInfo,
  type PaymentInfoFields,
  type RevealedPaymentNumbers,
} from '@reelbridge/shared';
import { eventWrite, type EventInput } from '../data/events';
import * as payments from '../data/payments';
import type { PaymentRecord } from '../data/payments';
import { fieldCipher, UnreadableCiphertextError } from '../lib/cipher';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertCanActForCreator, type Principal } from '../lib/principal';
import { actorOf } from '../events/actor';
import { s3, uploadsBucket } from '../lib/s3';
import { isOwnW9Key } from '../lib/media';
import { getCreator } from '../data/creators';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';

const NOT_FOUND = 'No payment information submitted';
const W9_LINK_SECONDS = 300;

const mask = (digits: string) => `****${digits.slice(-4)}`;

/**
 * A payment-details event: the creator, the status it moved between and a rejection's reason, never a number (not
 * even masked): events are read by the activity history, notifications and e-mail.
 */
function paymentEvent(
  principal: Principal,
  creator: { id: string; firstName: string; lastName: string },
  type: 'payment.submitted' | 'payment.approved' | 'payment.rejected',
  moved: { before?: string; after: string; comment?: string },
  now: string,
) {
  const creatorName = `${creator.firstName} ${creator.lastName}`;
  const input: EventInput = {
    type,
    actor: actorOf(principal, principal.role === 'creator' ? creatorName : undefined),
    subject: { kind: 'creator', id: creator.id, name: creatorName },
    creatorId: creator.id,
    creatorName,
    ...(moved.before ? { before: moved.before } : {}),
    after: moved.after,
    ...(moved.comment ? { comment: moved.comment } : {}),
  };
  return eventWrite(input, now).item;
}

async function creatorOrNotFound(creatorId: string) {
  const creator = await getCreator(creatorId);
  if (!creator) throw notFound('Creator not found');
  return creator;
}

/**
 * Tax id and account number masked to their last 4 digits for everyone; for an admin the routing number too. An
 * admin sees the numbers whole only through reveal(), which is recorded. The creator keeps their own routing
 * number whole (their form is prefilled with it).
 */
function toApi(record: PaymentRecord, viewer: 'owner' | 'admin'): PaymentInfo {
  const { taxIdNumberEncrypted: _taxId, taxIdLast4, accountNumberEncrypted: _account, accountLast4, ...rest } = record;
  return {
    ...rest,
    routingNumber: viewer === 'admin' ? mask(record.routingNumber) : record.routingNumber,
    taxIdNumber: mask(taxIdLast4),
    accountNumber: mask(accountLast4),
  };
}

/** The creator's own info, or for an admin the info with the latest reveals (a Get and a Query at once). */
export async function getPaymentInfo(principal: Principal, creatorId: string): Promise<PaymentInfo | null> {
  assertCanActForCreator(principal, creatorId);
  if (principal.role !== 'admin') {
    const record = await payments.getPayment(creatorId);
    // Nothing submitted yet is an empty state, not an error: 204 (docs/ux-rules.md).
    return record ? toApi(record, 'owner') : null;
  }
  const [record, reveals] = await Promise.all([payments.getPayment(creatorId), payments.listReveals(creatorId)]);
  if (!record) {
    // An admin may name any id: an unknown creator is still 404.
    if (!(await getCreator(creatorId))) throw notFound('Creator not found');
    return null;
  }
  return { ...toApi(record, 'admin'), reveals };
}

/**
 * A creator submits or resubmits their own payment info. Any submission goes (back) to pending review:
 * changed bank details must be approved again before anyone is paid to them.
 */
export async function savePaymentInfo(
  principal: Principal,
  creatorId: string,
  input: PaymentInfoFields,
  mode: 'create-or-replace' | 'update',
  now = new Date().toISOString(),
): Promise<PaymentInfo> {
  if (principal.role !== 'creator' || principal.creatorId !== creatorId) throw forbidden();
  const creator = await getCreator(creatorId);
  if (!creator) throw notFound('Creator not found');
  if (input.w9FileKey && !isOwnW9Key(input.w9FileKey, creatorId)) {
    throw badRequest('This W-9 was not uploaded by you', { w9FileKey: 'This W-9 was not uploaded by you' });
  }
  const current = await payments.getPayment(creatorId);
  if (!current && mode === 'update') throw notFound(NOT_FOUND);

  const { taxIdNumber, accountNumber, confirmAccountNumber: _confirm, ...plain } = input;
  const record: PaymentRecord = {
    ...plain,
    creatorId,
    taxIdType: input.taxIdType,
    dateOfBirth: input.taxIdType === 'SSN' ? input.dateOfBirth : undefined,
    taxIdNumberEncrypted: await fieldCipher().encrypt(taxIdNumber, { creatorId, field: 'taxIdNumber' }),
    taxIdLast4: taxIdNumber.slice(-4),
    accountNumberEncrypted: await fieldCipher().encrypt(accountNumber, { creatorId, field: 'accountNumber' }),
    accountLast4: accountNumber.slice(-4),
    status: 'pending',
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
    version: (current?.version ?? 0) + 1,
  };
  if (input.w9FileKey) record.w9UploadedAt = input.w9FileKey === current?.w9FileKey ? current.w9UploadedAt : now;
  for (const [field, value] of Object.entries(record))
    if (value === undefined || value === '') delete (record as Record<string, unknown>)[field];

  const event = paymentEvent(
    principal,
    creator,
    'payment.submitted',
    { before: current?.status ?? 'not_submitted', after: record.status },
    now,
  );
  const result = await payments.putPayment(record, current?.version, [event]);
  if (result === 'stale') throw conflict('Your payment information changed meanwhile. Reload and try again.');
  if (result === 'no_creator') throw notFound('Creator not found');
  logger.info('Payment info submitted', { creatorId, status: record.status });
  return toApi(record, 'owner');
}

/**
 * A decision applies to the version the admin reviewed: if the creator changed their details since (or another
 * admin decided), the admin must look again.
 */
async function reviewedRecord(creatorId: string, version: number, decision: 'approved' | 'rejected') {
  const current = await payments.getPayment(creatorId);
  if (!current) throw notFound(NOT_FOUND);
  if (current.status !== 'pending') throw conflict(`Only pending payment information can be ${decision}`);
  if (current.version !== version) throw conflict(MESSAGES.paymentInfoChanged);
  return current;
}

async function decided(creatorId: string): Promise<PaymentInfo> {
  const [record, reveals] = await Promise.all([payments.getPayment(creatorId), payments.listReveals(creatorId)]);
  return { ...toApi(record!, 'admin'), reveals };
}

/**
 * An admin's decision on pending payment info, at the version they saw (409 once it moved); the event in the same
 * write, then logged and counted.
 */
async function decide(
  principal: Principal,
  creatorId: string,
  version: number,
  decision: 'approved' | 'rejected',
  fields: Record<string, string>,
  comment: { comment?: string },
  now: string,
): Promise<PaymentInfo> {
  if (principal.role !== 'admin') throw forbidden();
  const [creator] = await Promise.all([creatorOrNotFound(creatorId), reviewedRecord(creatorId, version, decision)]);
  const moved = { before: 'pending', after: decision, ...comment };
  const event = paymentEvent(principal, creator, `payment.${decision}`, moved, now);
  const written = await payments.decide(creatorId, decision, fields, now, version, [event]);
  if (!written) throw conflict(MESSAGES.paymentInfoChanged);
  logger.info(`Payment info ${decision}`, { creatorId, version, by: principal.userId });
  countMetric(decision === 'approved' ? METRIC.paymentInfoApproved : METRIC.paymentInfoRejected);
  return decided(creatorId);
}

export const approve = (principal: Principal, creatorId: string, version: number, now = new Date().toISOString()) =>
  decide(
    principal,
    creatorId,
    version,
    'approved',
    { approvedAt: now, approvedBy: APPROVER_LABEL, approvedByUserId: principal.userId },
    {},
    now,
  );

export const reject = (
  principal: Principal,
  creatorId: string,
  reason: string,
  version: number,
  now = new Date().toISOString(),
) =>
  decide(
    principal,
    creatorId,
    version,
    'rejected',
    { rejectionReason: reason, rejectedAt: now },
    { comment: reason },
    now,
  );

/** The `audit` value of the log line every reveal writes (the runbook's query looks for it). */
export const AUDIT_PAYMENT_REVEAL = 'paymentNumbersRevealed';

/**
 * The whole numbers of the version the admin is looking at, for an admin only; every reveal is recorded (who,
 * when, which version) before the numbers leave, and shown with the payment info.
 */
export async function reveal(
  principal: Principal,
  creatorId: string,
  version: number,
  now = new Date().toISOString(),
): Promise<RevealedPaymentNumbers> {
  if (principal.role !== 'admin') throw forbidden();
  const current = await payments.getPayment(creatorId);
  if (!current) throw notFound(NOT_FOUND);
  if (current.version !== version) throw conflict(MESSAGES.paymentInfoChanged);
  let taxIdNumber: string;
  let accountNumber: string;
  try {
    [taxIdNumber, accountNumber] = await Promise.all([
      fieldCipher().decrypt(current.taxIdNumberEncrypted, { creatorId, field: 'taxIdNumber' }),
      fieldCipher().decrypt(current.accountNumberEncrypted, { creatorId, field: 'accountNumber' }),
    ]);
  } catch (error) {
    if (!(error instanceof UnreadableCiphertextError)) throw error;
    logger.warn('Payment numbers do not decrypt under their creator and field', { creatorId, version });
    throw conflict(MESSAGES.paymentUnreadable);
  }
  const recorded = await payments.recordReveal({
    id: randomUUID(),
    creatorId,
    by: principal.email,
    byUserId: principal.userId,
    at: now,
    version,
  });
  if (!recorded) throw conflict(MESSAGES.paymentInfoChanged);
  // The audit line (docs/runbook.md has its Logs Insights query): who saw which creator's whole numbers, and when.
  // Never the numbers themselves.
  logger.info('Audit: payment numbers revealed', {
    audit: AUDIT_PAYMENT_REVEAL,
    creatorId,
    version,
    by: principal.userId,
    byEmail: principal.email,
    fields: ['taxIdNumber', 'accountNumber', 'routingNumber'],
    revealedAt: now,
  });
  return { version, taxIdNumber, routingNumber: current.routingNumber, accountNumber, revealedAt: now };
}

export async function remove(principal: Principal, creatorId: string, now = new Date().toISOString()): Promise<void> {
  assertCanActForCreator(principal, creatorId);
  if (!(await payments.deletePayment(creatorId, now))) throw notFound(NOT_FOUND);
  logger.info('Payment info deleted', { creatorId });
}

/** A short-lived link to the W-9, for its owner or an admin only. */
export async function w9Link(principal: Principal, creatorId: string): Promise<{ url: string; expiresIn: number }> {
  assertCanActForCreator(principal, creatorId);
  const record = await payments.getPayment(creatorId);
  // A key stored before keys were checked this way is not opened either.
  if (!record?.w9FileKey || !isOwnW9Key(record.w9FileKey, creatorId)) throw notFound('No W-9 uploaded');
  const url = await getSignedUrl(s3(), new GetObjectCommand({ Bucket: uploadsBucket(), Key: record.w9FileKey }), {
    expiresIn: W9_LINK_SECONDS,
  });
  return { url, expiresIn: W9_LINK_SECONDS };
}
