import { createCipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, InvalidCiphertextException, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fieldCipher, setFieldCipher, UnreadableCiphertextError, type CipherContext } from './cipher';

const KEY = Buffer.alloc(32, 9);
const TAX: CipherContext = { creatorId: 'cr_aaaaaaaaaaaa', field: 'taxIdNumber' };

describe('local cipher: each ciphertext bound to its creator and field', () => {
  beforeEach(() => {
    delete process.env.PAYMENT_KMS_KEY_ID;
    process.env.PAYMENT_LOCAL_KEY = KEY.toString('base64');
    setFieldCipher(undefined);
  });
  afterEach(() => setFieldCipher(undefined));

  it('decrypts under the same creator and field', async () => {
    const ciphertext = await fieldCipher().encrypt('123456789', TAX);
    expect(ciphertext).not.toContain('123456789');
    expect(await fieldCipher().decrypt(ciphertext, TAX)).toBe('123456789');
  });

  it('refuses a ciphertext copied to another creator', async () => {
    const ciphertext = await fieldCipher().encrypt('123456789', TAX);
    await expect(fieldCipher().decrypt(ciphertext, { ...TAX, creatorId: 'cr_bbbbbbbbbbbb' })).rejects.toBeInstanceOf(
      UnreadableCiphertextError,
    );
  });

  it('refuses a ciphertext copied to another field of the same creator', async () => {
    const ciphertext = await fieldCipher().encrypt('123456789', TAX);
    await expect(fieldCipher().decrypt(ciphertext, { ...TAX, field: 'accountNumber' })).rejects.toBeInstanceOf(
      UnreadableCiphertextError,
    );
  });

  it('refuses a ciphertext of before the binding (bound to the purpose only) and garbage alike', async () => {
    const iv = randomBytes(12);
    const legacy = createCipheriv('aes-256-gcm', KEY, iv);
    legacy.setAAD(Buffer.from('reelbridge-payment-info'));
    const body = Buffer.concat([legacy.update('123456789', 'utf8'), legacy.final()]);
    const old = `local:${iv.toString('base64')}.${legacy.getAuthTag().toString('base64')}.${body.toString('base64')}`;
    await expect(fieldCipher().decrypt(old, TAX)).rejects.toBeInstanceOf(UnreadableCiphertextError);
    await expect(fieldCipher().decrypt('local:x.y.z', TAX)).rejects.toBeInstanceOf(UnreadableCiphertextError);
    await expect(fieldCipher().decrypt('kms:AAAA', TAX)).rejects.toBeInstanceOf(UnreadableCiphertextError);
  });
});

describe('KMS cipher: the encryption context names the creator and the field', () => {
  const kms = mockClient(KMSClient);
  beforeEach(() => {
    kms.reset();
    process.env.PAYMENT_KMS_KEY_ID = 'arn:aws:kms:us-east-1:111122223333:key/test';
    process.env.AWS_REGION = 'us-east-1';
    setFieldCipher(undefined);
  });
  afterEach(() => {
    delete process.env.PAYMENT_KMS_KEY_ID;
    setFieldCipher(undefined);
  });

  it('encrypts and decrypts with { purpose, creatorId, field }', async () => {
    kms.on(EncryptCommand).resolves({ CiphertextBlob: Uint8Array.from([1, 2, 3]) });
    kms.on(DecryptCommand).resolves({ Plaintext: Buffer.from('000123456789') });
    const context = { creatorId: 'cr_aaaaaaaaaaaa', field: 'accountNumber' } as const;
    const ciphertext = await fieldCipher().encrypt('000123456789', context);
    expect(await fieldCipher().decrypt(ciphertext, context)).toBe('000123456789');
    const expected = { purpose: 'reelbridge-payment-info', creatorId: 'cr_aaaaaaaaaaaa', field: 'accountNumber' };
    expect(kms.commandCalls(EncryptCommand)[0]!.args[0].input.EncryptionContext).toEqual(expected);
    expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input).toMatchObject({
      EncryptionContext: expected,
      KeyId: 'arn:aws:kms:us-east-1:111122223333:key/test',
    });
  });

  it("turns KMS's refusal of a wrong context into UnreadableCiphertextError, other failures stay errors", async () => {
    kms
      .on(DecryptCommand)
      .rejectsOnce(new InvalidCiphertextException({ message: 'context mismatch', $metadata: {} }))
      .rejectsOnce(new Error('Throttled'));
    await expect(fieldCipher().decrypt('kms:AQID', TAX)).rejects.toBeInstanceOf(UnreadableCiphertextError);
    await expect(fieldCipher().decrypt('kms:AQID', TAX)).rejects.toThrow('Throttled');
  });
});
