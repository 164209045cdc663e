import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createSealer } from './sealed';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const shape = z.object({ u: z.number().int() });

describe('sealed values', () => {
  afterEach(() => vi.useRealTimers());

  it('opens what it sealed, for its own purpose only', async () => {
    const tickets = createSealer(secret, 'stream-ticket');
    const token = await tickets.seal({ u: 7 }, 60);
    expect(await tickets.open(token, shape)).toMatchObject({ u: 7 });
    expect(await createSealer(secret, 'site-access').open(token, shape)).toBeUndefined();
    expect(await createSealer(`${secret}-other`, 'stream-ticket').open(token, shape)).toBeUndefined();
  });

  it('refuses a changed payload, an expired value, another shape and junk', async () => {
    const tickets = createSealer(secret, 'stream-ticket');
    const token = await tickets.seal({ u: 7 }, 60);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ u: 8, aud: 'stream-ticket', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await tickets.open(forged, shape)).toBeUndefined();
    expect(await tickets.open(token, z.object({ u: z.string() }))).toBeUndefined();
    for (const junk of [undefined, '', 'a.b', 'a.b.c', '.'.repeat(5000)]) expect(await tickets.open(junk, shape)).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await tickets.open(token, shape)).toBeUndefined();
  });
});
