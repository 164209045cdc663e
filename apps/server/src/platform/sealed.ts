import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Values a client carries but cannot forge or keep forever: JSON, base64url, an HMAC-SHA256
 * signature and an expiry. Used for site-access tickets and cookies and the OAuth state cookie.
 */
export function createSealer(secret: string, purpose: string) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`${purpose}.${payload}`).digest('base64url');
  return {
    seal(value: object, seconds: number): string {
      const payload = Buffer.from(JSON.stringify({ ...value, exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    open<T extends z.ZodType>(token: string | undefined, schema: T): z.infer<T> | undefined {
      const [payload, signature] = (token ?? '').split('.');
      if (!payload || !signature) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
        if (typeof value.exp !== 'number' || value.exp <= Date.now() / 1000) return undefined;
        const parsed = schema.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
