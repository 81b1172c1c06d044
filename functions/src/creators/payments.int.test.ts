import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type ApiErrorBody,
  type Creator,
  type PaymentInfo,
  type PresignedUpload,
  type RevealedPaymentNumbers,
} from '@reelbridge/shared';
import { documentClient } from '../../../infra/local/testing';
import { paymentBody } from '../testing/fixtures';
import { api, OWN_CREATOR, stack } from '../testing/int';

const valid = (overrides: Record<string, unknown> = {}) =>
  paymentBody(OWN_CREATOR.email, { legalFirstName: 'Maya', legalLastName: 'Rivera', ...overrides });

const path = `/creators/${OWN_CREATOR.id}/payment-info`;

async function uploadW9(): Promise<string> {
  const bytes = Buffer.from('%PDF-1.4 test w9');
  const presigned = await api<PresignedUpload>('creator', 'POST', '/upload/presigned-url', {
    body: { fileName: 'My W9.pdf', fileType: 'application/pdf', fileSize: bytes.length, uploadPath: 'w9' },
  });
  expect(presigned.status).toBe(200);
  expect(presigned.body.key.startsWith(`private/w9/${OWN_CREATOR.id}-maya-rivera/`)).toBe(true);
  expect(presigned.body.publicUrl).toBeUndefined();
  const put = await fetch(presigned.body.url, { method: 'PUT', headers: presigned.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return presigned.body.key;
}

describe('creator payment information', () => {
  it('answers 400 with the messages of docs/product.md#validation', async () => {
    const response = await api<ApiErrorBody>('creator', 'POST', '/creators/payment-info', {
      body: valid({ routingNumber: '12345', zipCode: '9002', confirmAccountNumber: '999', achAcknowledged: false }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      routingNumber: MESSAGES.routingNumber,
      zipCode: MESSAGES.invalidZip,
      achAcknowledged: MESSAGES.achAcknowledge,
    });
    const mismatch = await api<ApiErrorBody>('creator', 'POST', '/creators/payment-info', {
      body: valid({ confirmAccountNumber: '999' }),
    });
    expect(mismatch.body.error.fields).toEqual({ confirmAccountNumber: MESSAGES.accountNumbersDoNotMatch });
  });

  it('refuses a W-9 of the wrong type or size before signing', async () => {
    const type = await api<ApiErrorBody>('creator', 'POST', '/upload/presigned-url', {
      body: { fileName: 'w9.docx', fileType: 'application/msword', fileSize: 10, uploadPath: 'w9' },
    });
    expect(type.body.error.fields?.fileType).toBe(MESSAGES.w9Type);
    const size = await api<ApiErrorBody>('creator', 'POST', '/upload/presigned-url', {
      body: { fileName: 'w9.pdf', fileType: 'application/pdf', fileSize: 11 * 1024 * 1024, uploadPath: 'w9' },
    });
    expect(size.body.error.fields?.fileSize).toBe(MESSAGES.w9Size);
  });

  it('goes pending with masked numbers; the admin sees them masked too, approves once, and the list shows it', async () => {
    const w9FileKey = await uploadW9();
    const saved = await api<PaymentInfo>('creator', 'POST', '/creators/payment-info', { body: valid({ w9FileKey }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'pending',
      taxIdNumber: '****6789',
      accountNumber: '****6789',
      routingNumber: '021000021',
      version: expect.any(Number),
    });
    expect(JSON.stringify(saved.body)).not.toContain('123456789');

    const own = await api<PaymentInfo>('creator', 'GET', path);
    expect(own.body.taxIdNumber).toBe('****6789');
    expect(own.body.w9UploadedAt).toEqual(expect.any(String));

    const list = await api<{ items: Creator[] }>('admin', 'GET', '/creators/search?query=maya');
    expect(list.body.items[0]?.paymentStatus).toBe('pending');
    expect(JSON.stringify(list.body)).not.toContain('6789');

    // The admin's detail is masked too, routing number included, and carries the version to decide on.
    const detail = await api<PaymentInfo>('admin', 'GET', path);
    expect(detail.body).toMatchObject({
      taxIdNumber: '****6789',
      accountNumber: '****6789',
      routingNumber: '****0021',
      version: saved.body.version,
      reveals: expect.any(Array),
    });
    expect(JSON.stringify(detail.body)).not.toContain('123456789');
    expect(JSON.stringify(detail.body)).not.toContain('021000021');

    const link = await api<{ url: string }>('admin', 'GET', `${path}/w9`);
    expect(link.status).toBe(200);
    expect(await (await fetch(link.body.url)).text()).toBe('%PDF-1.4 test w9');

    const approved = await api<PaymentInfo>('admin', 'POST', `${path}/approve`, {
      body: { approvedBy: 'Admin', version: detail.body.version },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      approvedBy: 'Admin',
      approvedByUserId: expect.any(String),
      version: detail.body.version + 1,
      taxIdNumber: '****6789',
    });
    const twice = await api<ApiErrorBody>('admin', 'POST', `${path}/approve`, {
      body: { version: approved.body.version },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Only pending payment information can be approved');
    const creator = await api<Creator>('creator', 'GET', `/creators/${OWN_CREATOR.id}`);
    expect(creator.body.paymentStatus).toBe('approved');
  });

  it('lets an admin reject with a reason that the creator sees, and the creator resubmit', async () => {
    const { version } = (await api<PaymentInfo>('creator', 'POST', '/creators/payment-info', { body: valid() })).body;
    const noReason = await api<ApiErrorBody>('admin', 'POST', `${path}/reject`, { body: { reason: ' ', version } });
    expect(noReason.status).toBe(400);
    const rejected = await api<PaymentInfo>('admin', 'POST', `${path}/reject`, {
      body: { reason: 'The routing number does not match the bank name.', version },
    });
    expect(rejected.body.status).toBe('rejected');
    const seen = await api<PaymentInfo>('creator', 'GET', path);
    expect(seen.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The routing number does not match the bank name.',
    });
    expect((await api('admin', 'POST', `${path}/reject`, { body: { reason: 'again', version } })).status).toBe(409);

    const resubmitted = await api<PaymentInfo>('creator', 'PUT', path, { body: valid({ bankName: 'Second Bank' }) });
    expect(resubmitted.body).toMatchObject({ status: 'pending', bankName: 'Second Bank' });
    expect(resubmitted.body.rejectionReason).toBeUndefined();
  });

  it('approves or rejects only the version reviewed: changed since → 409 with the message, and it stays pending', async () => {
    await api('creator', 'POST', '/creators/payment-info', { body: valid() });
    const reviewed = (await api<PaymentInfo>('admin', 'GET', path)).body;
    expect(reviewed.status).toBe('pending');

    // The creator changes the bank details while the admin looks at the old ones.
    const changed = await api<PaymentInfo>('creator', 'PUT', path, {
      body: valid({ routingNumber: '011000015', accountNumber: '99990000', confirmAccountNumber: '99990000' }),
    });
    expect(changed.body).toMatchObject({ status: 'pending', version: reviewed.version + 1 });

    const approve = await api<ApiErrorBody>('admin', 'POST', `${path}/approve`, {
      body: { approvedBy: 'Admin', version: reviewed.version },
    });
    expect(approve.status).toBe(409);
    expect(approve.body.error.message).toBe(MESSAGES.paymentInfoChanged);
    const reject = await api<ApiErrorBody>('admin', 'POST', `${path}/reject`, {
      body: { reason: 'Looks wrong', version: reviewed.version },
    });
    expect(reject.status).toBe(409);
    expect(reject.body.error.message).toBe(MESSAGES.paymentInfoChanged);
    const reveal = await api<ApiErrorBody>('admin', 'POST', `${path}/reveal`, { body: { version: reviewed.version } });
    expect(reveal.status).toBe(409);
    expect(reveal.body.error.message).toBe(MESSAGES.paymentInfoChanged);

    const after = (await api<PaymentInfo>('admin', 'GET', path)).body;
    expect(after).toMatchObject({ status: 'pending', version: changed.body.version, accountNumber: '****0000' });
    expect((await api<Creator>('admin', 'GET', `/creators/${OWN_CREATOR.id}`)).body.paymentStatus).toBe('pending');

    // Reviewed again, at the current version: approved.
    const approved = await api<PaymentInfo>('admin', 'POST', `${path}/approve`, { body: { version: after.version } });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
  });

  it('reveals the whole numbers to an admin only, and records who revealed which version when', async () => {
    const saved = (await api<PaymentInfo>('creator', 'POST', '/creators/payment-info', { body: valid() })).body;
    const before = (await api<PaymentInfo>('admin', 'GET', path)).body.reveals ?? [];

    const revealed = await api<RevealedPaymentNumbers>('admin', 'POST', `${path}/reveal`, {
      body: { version: saved.version },
    });
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({
      version: saved.version,
      taxIdNumber: '123456789',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      revealedAt: expect.any(String),
    });

    const detail = (await api<PaymentInfo>('admin', 'GET', path)).body;
    expect(detail.reveals).toHaveLength(before.length + 1);
    expect(detail.reveals![0]).toEqual({
      by: 'admin@demo.reelbridge.test',
      byUserId: expect.any(String),
      at: revealed.body.revealedAt,
      version: saved.version,
    });
    // Still masked in the detail; the creator sees no record of reveals in their own view.
    expect(detail.accountNumber).toBe('****6789');
    expect((await api<PaymentInfo>('creator', 'GET', path)).body.reveals).toBeUndefined();
    expect((await api('creator', 'POST', `${path}/reveal`, { body: { version: saved.version } })).status).toBe(403);
  });

  it('does not decrypt a ciphertext moved to another field: 409 with the message, never a 500', async () => {
    const saved = (await api<PaymentInfo>('creator', 'POST', '/creators/payment-info', { body: valid() })).body;
    const client = documentClient(stack());
    const key = { pk: `CREATOR#${OWN_CREATOR.id}`, sk: 'PAYMENT' };
    const { Item } = await client.send(new GetCommand({ TableName: stack().tableName, Key: key }));
    await client.send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: key,
        UpdateExpression: 'SET taxIdNumberEncrypted = :account',
        ExpressionAttributeValues: { ':account': Item!.accountNumberEncrypted as string },
      }),
    );
    const revealed = await api<ApiErrorBody>('admin', 'POST', `${path}/reveal`, { body: { version: saved.version } });
    expect(revealed.status).toBe(409);
    expect(revealed.body.error.message).toBe(MESSAGES.paymentUnreadable);
    // The creator's own view never decrypts: unaffected.
    expect((await api<PaymentInfo>('creator', 'GET', path)).status).toBe(200);
  });

  it("refuses a W-9 key that is not the creator's own", async () => {
    const response = await api<ApiErrorBody>('creator', 'POST', '/creators/payment-info', {
      body: valid({ w9FileKey: 'private/w9/cr_someoneelse1-x/file.pdf' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.w9FileKey).toBe('This W-9 was not uploaded by you');
  });

  it('deletes payment info: the creator is back to not submitted', async () => {
    await api('creator', 'POST', '/creators/payment-info', { body: valid() });
    expect((await api('creator', 'DELETE', path)).status).toBe(204);
    // Nothing submitted is an empty state, not an error the browser logs: 204, for the creator and an admin.
    expect((await api('creator', 'GET', path)).status).toBe(204);
    expect((await api('admin', 'GET', path)).status).toBe(204);
    expect((await api('admin', 'GET', '/creators/cr_zzzzzzzzzzzz/payment-info')).status).toBe(404);
    expect((await api<Creator>('admin', 'GET', `/creators/${OWN_CREATOR.id}`)).body.paymentStatus).toBe(
      'not_submitted',
    );
  });
});
