import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiErrorBody, type Creator, type PaymentInfo, type PresignedUpload } from '@reelbridge/shared';
import { paymentBody } from '../testing/fixtures';
import { api, OWN_CREATOR } from '../testing/int';

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
  it('answers 400 with the messages of spec section 5', async () => {
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

  it('goes pending with masked numbers; the admin sees them whole, approves once, and the list shows it', async () => {
    const w9FileKey = await uploadW9();
    const saved = await api<PaymentInfo>('creator', 'POST', '/creators/payment-info', { body: valid({ w9FileKey }) });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'pending',
      taxIdNumber: '****6789',
      accountNumber: '****6789',
      unmasked: false,
    });
    expect(JSON.stringify(saved.body)).not.toContain('123456789');

    const own = await api<PaymentInfo>('creator', 'GET', path);
    expect(own.body.taxIdNumber).toBe('****6789');
    expect(own.body.w9UploadedAt).toEqual(expect.any(String));

    const list = await api<{ items: Creator[] }>('admin', 'GET', '/creators/search?query=maya');
    expect(list.body.items[0]?.paymentStatus).toBe('pending');
    expect(JSON.stringify(list.body)).not.toContain('6789');

    const detail = await api<PaymentInfo>('admin', 'GET', path);
    expect(detail.body).toMatchObject({ taxIdNumber: '123456789', accountNumber: '000123456789', unmasked: true });

    const link = await api<{ url: string }>('admin', 'GET', `${path}/w9`);
    expect(link.status).toBe(200);
    expect(await (await fetch(link.body.url)).text()).toBe('%PDF-1.4 test w9');

    const approved = await api<PaymentInfo>('admin', 'POST', `${path}/approve`, { body: { approvedBy: 'Admin' } });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      approvedBy: 'Admin',
      approvedByUserId: expect.any(String),
    });
    const twice = await api<ApiErrorBody>('admin', 'POST', `${path}/approve`, { body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Only pending payment information can be approved');
    const creator = await api<Creator>('creator', 'GET', `/creators/${OWN_CREATOR.id}`);
    expect(creator.body.paymentStatus).toBe('approved');
  });

  it('lets an admin reject with a reason that the creator sees, and the creator resubmit', async () => {
    await api('creator', 'POST', '/creators/payment-info', { body: valid() });
    const noReason = await api<ApiErrorBody>('admin', 'POST', `${path}/reject`, { body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    const rejected = await api<PaymentInfo>('admin', 'POST', `${path}/reject`, {
      body: { reason: 'The routing number does not match the bank name.' },
    });
    expect(rejected.body.status).toBe('rejected');
    const seen = await api<PaymentInfo>('creator', 'GET', path);
    expect(seen.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The routing number does not match the bank name.',
    });
    expect((await api('admin', 'POST', `${path}/reject`, { body: { reason: 'again' } })).status).toBe(409);

    const resubmitted = await api<PaymentInfo>('creator', 'PUT', path, { body: valid({ bankName: 'Second Bank' }) });
    expect(resubmitted.body).toMatchObject({ status: 'pending', bankName: 'Second Bank' });
    expect(resubmitted.body.rejectionReason).toBeUndefined();
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
    expect((await api('creator', 'GET', path)).status).toBe(404);
    expect((await api<Creator>('admin', 'GET', `/creators/${OWN_CREATOR.id}`)).body.paymentStatus).toBe(
      'not_submitted',
    );
  });
});
