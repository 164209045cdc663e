import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Opaque bearer tokens and e-mailed link tokens: 256 random bits, stored only as SHA-256. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A password hash no password can match: an account made by social sign-in, until it sets one. */
export const NO_PASSWORD = '!social-only';

/** Argon2id, the library's default, with its default cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when an address is unknown, so a failed login takes as long either way.
const dummyHash = hash('folio-timing-equaliser');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
