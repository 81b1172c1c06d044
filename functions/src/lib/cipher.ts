import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';

/**
 * Encrypts tax and bank numbers with a key kept outside the table: KMS when deployed
 * (PAYMENT_KMS_KEY_ID), a local AES-256-GCM key locally (PAYMENT_LOCAL_KEY, base64, kept in .data/).
 */
export interface FieldCipher {
  encrypt(plaintext: string): Promise<string>;
  decrypt(ciphertext: string): Promise<string>;
}

const CONTEXT = { purpose: 'reelbridge-payment-info' };

class KmsCipher implements FieldCipher {
  private readonly kms = new KMSClient({});
  constructor(private readonly keyId: string) {}

  async encrypt(plaintext: string): Promise<string> {
    const result = await this.kms.send(
      new EncryptCommand({ KeyId: this.keyId, Plaintext: Buffer.from(plaintext, 'utf8'), EncryptionContext: CONTEXT }),
    );
    return `kms:${Buffer.from(result.CiphertextBlob!).toString('base64')}`;
  }

  async decrypt(ciphertext: string): Promise<string> {
    const result = await this.kms.send(
      new DecryptCommand({ CiphertextBlob: Buffer.from(ciphertext.slice(4), 'base64'), EncryptionContext: CONTEXT }),
    );
    return Buffer.from(result.Plaintext!).toString('utf8');
  }
}

class LocalCipher implements FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('PAYMENT_LOCAL_KEY must be 32 bytes, base64-encoded');
  }

  async encrypt(plaintext: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(CONTEXT.purpose));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `local:${iv.toString('base64')}.${cipher.getAuthTag().toString('base64')}.${body.toString('base64')}`;
  }

  async decrypt(ciphertext: string): Promise<string> {
    const [iv = '', tag = '', body = ''] = ciphertext.slice(6).split('.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(CONTEXT.purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
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
