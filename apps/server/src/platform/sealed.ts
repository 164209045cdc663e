import { jwtVerify, SignJWT } from 'jose';
import type { z } from 'zod';

/**
 * Values a client carries but cannot forge or keep forever: JWTs signed with HMAC-SHA256 (jose),
 * with an expiry and the purpose as their audience, so a value made for one use is refused by
 * another. Used for site-access tickets and cookies, stream tickets and the OAuth flow cookie.
 */
export function createSealer(secret: string, purpose: string) {
  const key = new TextEncoder().encode(secret);
  return {
    seal(value: Record<string, unknown>, seconds: number): Promise<string> {
      return new SignJWT(value)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(purpose)
        .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
        .sign(key);
    },
    /** The value, or undefined when the token is missing, forged, expired, for another purpose or of another shape. */
    async open<T extends z.ZodType>(token: string | undefined, schema: T): Promise<z.infer<T> | undefined> {
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: purpose, requiredClaims: ['exp'] });
        const parsed = schema.safeParse(payload);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
