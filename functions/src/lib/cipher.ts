import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { AWS_CLIENT_SETTINGS } from './aws-config';
import { traced } from './tracer';

/** Which creator and which field a ciphertext belongs to: it decrypts only under the same context. */
export interface CipherContext {
  creatorId: string;
  field: 'taxIdNumber' | 'accountNumber';
}

/**
 * Encrypts tax and bank numbers with a key kept outside the table: KMS when deployed
 * (PAYMENT_KMS_KEY_ID), a local AES-256-GCM key locally (PAYMENT_LOCAL_KEY, base64, kept in .data/).
 * Each ciphertext is bound to its creator and field (the KMS encryption context, locally the GCM additional
 * authenticated data), so one copied to another creator or field does not decrypt.
 */
export interface FieldCipher {
  encrypt(plaintext: string, context: CipherContext): Promise<string>;
  /** Throws UnreadableCiphertextError when the ciphertext does not decrypt under this context. */
  decrypt(ciphertext: string, context: CipherContext): Promise<string>;
}

/**
 * A ciphertext that does not decrypt under its context: moved to another creator or field, tampered with, or
 * written before ciphertexts were bound to their creator and field (those are not read any more).
 */
export class UnreadableCiphertextError extends Error {
  constructor() {
    super('The ciphertext does not decrypt under its creator and field');
    this.name = 'UnreadableCiphertextError';
  }
}

const PURPOSE = 'reelbridge-payment-info';

function encryptionContext(context: CipherContext): Record<string, string> {
  return { purpose: PURPOSE, creatorId: context.creatorId, field: context.field };
}

/** The same pairs as the KMS context, in a fixed order, as bytes for AES-GCM. */
function additionalData(context: CipherContext): Buffer {
  return Buffer.from(JSON.stringify([PURPOSE, context.creatorId, context.field]), 'utf8');
}

/** KMS refuses a wrong context or a foreign blob with InvalidCiphertextException; other errors are real failures. */
const KMS_UNREADABLE = new Set(['InvalidCiphertextException', 'IncorrectKeyException']);

let kms: KMSClient | undefined;

export function kmsClient(): KMSClient {
  kms ??= traced(new KMSClient({ ...AWS_CLIENT_SETTINGS }));
  return kms;
}

class KmsCipher implements FieldCipher {
  private readonly kms = kmsClient();
  constructor(private readonly keyId: string) {}

  async encrypt(plaintext: string, context: CipherContext): Promise<string> {
    const result = await this.kms.send(
      new EncryptCommand({
        KeyId: this.keyId,
        Plaintext: Buffer.from(plaintext, 'utf8'),
        EncryptionContext: encryptionContext(context),
      }),
    );
    return `kms:${Buffer.from(result.CiphertextBlob!).toString('base64')}`;
  }

  async decrypt(ciphertext: string, context: CipherContext): Promise<string> {
    if (!ciphertext.startsWith('kms:')) throw new UnreadableCiphertextError();
    try {
      const result = await this.kms.send(
        new DecryptCommand({
          KeyId: this.keyId,
          CiphertextBlob: Buffer.from(ciphertext.slice(4), 'base64'),
          EncryptionContext: encryptionContext(context),
        }),
      );
      return Buffer.from(result.Plaintext!).toString('utf8');
    } catch (error) {
      if (KMS_UNREADABLE.has((error as { name?: string }).name ?? '')) throw new UnreadableCiphertextError();
      throw error;
    }
  }
}

class LocalCipher implements FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('PAYMENT_LOCAL_KEY must be 32 bytes, base64-encoded');
  }

  async encrypt(plaintext: string, context: CipherContext): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(additionalData(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `local:${iv.toString('base64')}.${cipher.getAuthTag().toString('base64')}.${body.toString('base64')}`;
  }

  async decrypt(ciphertext: string, context: CipherContext): Promise<string> {
    if (!ciphertext.startsWith('local:')) throw new UnreadableCiphertextError();
    const [iv = '', tag = '', body = ''] = ciphertext.slice(6).split('.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAAD(additionalData(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      // A failed authentication (wrong creator or field, tampering, an unbound ciphertext of before) or a malformed iv/tag.
      throw new UnreadableCiphertextError();
    }
  }
}

let cipher: FieldCipher | undefined;

export function fieldCipher(): FieldCipher {
  if (cipher) return cipher;
  if (process.env.PAYMENT_KMS_KEY_ID) cipher = new KmsCipher(process.env.PAYMENT_KMS_KEY_ID);
  else if (process.env.PAYMENT_LOCAL_KEY)
    cipher = new LocalCipher(Buffer.from(process.env.PAYMENT_LOCAL_KEY, 'base64'));
  else throw new Error('No payment encryption key: set PAYMENT_KMS_KEY_ID or PAYMENT_LOCAL_KEY');
  return cipher;
}

/** For tests. */
export function setFieldCipher(next: FieldCipher | undefined): void {
  cipher = next;
}
