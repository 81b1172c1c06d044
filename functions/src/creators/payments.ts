import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { APPROVER_LABEL, type PaymentInfo, type PaymentInfoFields } from '@reelbridge/shared';
import * as payments from '../data/payments';
import type { PaymentRecord } from '../data/payments';
import { fieldCipher } from '../lib/cipher';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Principal } from '../lib/principal';
import { s3, uploadsBucket } from '../lib/s3';
import { w9Prefix } from '../lib/media';
import { getCreator } from '../data/creators';

const NOT_FOUND = 'No payment information submitted';
const W9_LINK_SECONDS = 300;

function assertOwnOrAdmin(principal: Principal, creatorId: string): void {
  if (principal.role === 'admin') return;
  if (principal.role === 'creator' && principal.creatorId === creatorId) return;
  throw forbidden();
}

const mask = (last4: string) => `****${last4}`;

/** Masked unless an admin opens the detail (spec: the admin reviews the numbers before approving). */
async function toApi(record: PaymentRecord, unmasked: boolean): Promise<PaymentInfo> {
  const { taxIdNumberEncrypted, taxIdLast4, accountNumberEncrypted, accountLast4, version: _version, ...rest } = record;
  return {
    ...rest,
    taxIdNumber: unmasked ? await fieldCipher().decrypt(taxIdNumberEncrypted) : mask(taxIdLast4),
    accountNumber: unmasked ? await fieldCipher().decrypt(accountNumberEncrypted) : mask(accountLast4),
    unmasked,
  };
}

export async function getPaymentInfo(principal: Principal, creatorId: string): Promise<PaymentInfo> {
  assertOwnOrAdmin(principal, creatorId);
  const record = await payments.getPayment(creatorId);
  if (!record) throw notFound(NOT_FOUND);
  return toApi(record, principal.role === 'admin');
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
  if (input.w9FileKey && !input.w9FileKey.startsWith(w9Prefix(creatorId))) {
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
    taxIdNumberEncrypted: await fieldCipher().encrypt(taxIdNumber),
    taxIdLast4: taxIdNumber.slice(-4),
    accountNumberEncrypted: await fieldCipher().encrypt(accountNumber),
    accountLast4: accountNumber.slice(-4),
    status: 'pending',
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
    version: (current?.version ?? 0) + 1,
  };
  if (input.w9FileKey) record.w9UploadedAt = input.w9FileKey === current?.w9FileKey ? current.w9UploadedAt : now;
  for (const [field, value] of Object.entries(record))
    if (value === undefined || value === '') delete (record as Record<string, unknown>)[field];

  const result = await payments.putPayment(record, current?.version);
  if (result === 'stale') throw conflict('Your payment information changed meanwhile. Reload and try again.');
  if (result === 'no_creator') throw notFound('Creator not found');
  logger.info('Payment info submitted', { creatorId, status: record.status });
  return toApi(record, false);
}

export async function approve(
  principal: Principal,
  creatorId: string,
  now = new Date().toISOString(),
): Promise<PaymentInfo> {
  if (principal.role !== 'admin') throw forbidden();
  const current = await payments.getPayment(creatorId);
  if (!current) throw notFound(NOT_FOUND);
  const decided = await payments.decide(
    creatorId,
    'approved',
    { approvedAt: now, approvedBy: APPROVER_LABEL, approvedByUserId: principal.userId },
    now,
  );
  if (!decided) throw conflict('Only pending payment information can be approved');
  logger.info('Payment info approved', { creatorId, by: principal.userId });
  return toApi((await payments.getPayment(creatorId))!, true);
}

export async function reject(
  principal: Principal,
  creatorId: string,
  reason: string,
  now = new Date().toISOString(),
): Promise<PaymentInfo> {
  if (principal.role !== 'admin') throw forbidden();
  const current = await payments.getPayment(creatorId);
  if (!current) throw notFound(NOT_FOUND);
  const decided = await payments.decide(creatorId, 'rejected', { rejectionReason: reason, rejectedAt: now }, now);
  if (!decided) throw conflict('Only pending payment information can be rejected');
  logger.info('Payment info rejected', { creatorId, by: principal.userId });
  return toApi((await payments.getPayment(creatorId))!, true);
}

export async function remove(principal: Principal, creatorId: string, now = new Date().toISOString()): Promise<void> {
  assertOwnOrAdmin(principal, creatorId);
  if (!(await payments.deletePayment(creatorId, now))) throw notFound(NOT_FOUND);
  logger.info('Payment info deleted', { creatorId });
}

/** A short-lived link to the W-9, for its owner or an admin only. */
export async function w9Link(principal: Principal, creatorId: string): Promise<{ url: string; expiresIn: number }> {
  assertOwnOrAdmin(principal, creatorId);
  const record = await payments.getPayment(creatorId);
  if (!record?.w9FileKey) throw notFound('No W-9 uploaded');
  const url = await getSignedUrl(s3(), new GetObjectCommand({ Bucket: uploadsBucket(), Key: record.w9FileKey }), {
    expiresIn: W9_LINK_SECONDS,
  });
  return { url, expiresIn: W9_LINK_SECONDS };
}
