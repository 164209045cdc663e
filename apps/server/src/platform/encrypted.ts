import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Values kept secret at rest (a TOTP secret): AES-256-GCM under a key derived from the server's
 * secret with HKDF-SHA256 and the purpose, so each use has its own key; the purpose is also the
 * additional authenticated data. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url): a value
 * altered in the database, or encrypted for another purpose or under another key, does not open.
 */
export function createEncrypter(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'folio-at-rest', purpose, 32));
  const aad = Buffer.from(purpose);
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    /** The plain value; throws when the stored value was altered or made with another key or purpose. */
    decrypt(stored: string): string {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not an encrypted value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type Encrypter = ReturnType<typeof createEncrypter>;
