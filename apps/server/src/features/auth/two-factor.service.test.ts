import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerified } from '../../../test/accounts';
import { createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';
import { users } from './auth.tables';
import { createTwoFactorQueries } from './two-factor.queries';
import { createTwoFactorService, generateRecoveryCodes, hashRecoveryCode } from './two-factor.service';
import { twoFactorSecrets } from './two-factor.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** The service on the test database, with a clock the test moves (a fixed time, in the middle of a 30 s step). */
function serviceAt(start = Date.UTC(2026, 10, 28, 12, 0, 15)) {
  const clock = { now: start };
  const twoFactor = createTwoFactorService({
    queries: createTwoFactorQueries(test.database.db),
    limiter: test.services.limiter,
    mailer: test.services.mailer,
    background: test.services.background,
    secret: 'unit-test-server-key',
    appUrl: 'http://localhost:3000',
    findUser: async (id) => (await test.database.db.select().from(users).where(eq(users.id, id)))[0],
    now: () => clock.now,
  });
  return { twoFactor, clock };
}

async function userRow(id: number) {
  const [row] = await test.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp });

/** An account with two-factor sign-in on, confirmed at the clock's step; answers its secret and recovery codes. */
async function enabled() {
  const { twoFactor, clock } = serviceAt();
  const account = await registerVerified(test);
  const user = await userRow(account.id);
  const { secret } = await twoFactor.setup(user);
  const codes = await twoFactor.confirm(user, codeAt(secret, clock.now));
  return { twoFactor, clock, user, secret, codes, account };
}

describe('TOTP codes', () => {
  it('keeps the secret encrypted at rest, and the QR code and address name the account', async () => {
    const { twoFactor } = serviceAt();
    const user = await userRow((await registerVerified(test)).id);
    const setup = await twoFactor.setup(user);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.otpauth_url).toContain('issuer=Folio');
    expect(Buffer.from(setup.qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    const [row] = await test.database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.user_id, user.id));
    expect(row?.secret_encrypted).not.toContain(setup.secret);
    expect(row?.enabled_at).toBeNull();
  });

  it('accepts a code of the previous or the next step, not two steps away', async () => {
    const { twoFactor, clock, user, secret } = await enabled();
    // Confirming took the current step; the next step's code is still within the window.
    await twoFactor.disable(user, codeAt(secret, clock.now + 30_000));
    expect(await twoFactor.isEnabled(user.id)).toBe(false);

    const again = await enabled();
    await expect(again.twoFactor.regenerateRecoveryCodes(again.user, codeAt(again.secret, again.clock.now + 60_000))).rejects.toMatchObject({
      status: 422,
      details: { errors: { code: ['The code is invalid or has already been used.'] } },
    });
    await expect(again.twoFactor.regenerateRecoveryCodes(again.user, codeAt(again.secret, again.clock.now - 60_000))).rejects.toMatchObject({ status: 422 });
    again.clock.now += 60_000;
    // Two steps later, the code of the step before is accepted.
    expect(await again.twoFactor.regenerateRecoveryCodes(again.user, codeAt(again.secret, again.clock.now - 30_000))).toHaveLength(10);
  });

  it('accepts a code once only: the same code again, or an older step, is a replay', async () => {
    const { twoFactor, clock, user, secret } = await enabled();
    // The code that confirmed the set-up cannot be used again.
    await expect(twoFactor.regenerateRecoveryCodes(user, codeAt(secret, clock.now))).rejects.toMatchObject({ status: 422 });
    clock.now += 30_000;
    expect(await twoFactor.regenerateRecoveryCodes(user, codeAt(secret, clock.now))).toHaveLength(10);
    await expect(twoFactor.regenerateRecoveryCodes(user, codeAt(secret, clock.now))).rejects.toMatchObject({ status: 422 });
    // An older step's code, still inside the window, is refused too: a later step was taken.
    await expect(twoFactor.regenerateRecoveryCodes(user, codeAt(secret, clock.now - 30_000))).rejects.toMatchObject({ status: 422 });
  });

  it('takes one of two simultaneous uses of the same code', async () => {
    const { twoFactor, clock, user, secret } = await enabled();
    clock.now += 30_000;
    const code = codeAt(secret, clock.now);
    const results = await Promise.allSettled([twoFactor.regenerateRecoveryCodes(user, code), twoFactor.regenerateRecoveryCodes(user, code)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes of 80 random bits, stored hashed', async () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    // Spaces, dashes and case do not matter when typed.
    expect(hashRecoveryCode(codes[0]!.toLowerCase().replaceAll('-', ' '))).toBe(hashRecoveryCode(codes[0]!));
  });

  it('signs in once with each code, and e-mails the owner each time', async () => {
    const { twoFactor, user, codes } = await enabled();
    const challenge = await twoFactor.issueChallenge(user, false);
    const signedIn = await twoFactor.completeSignIn(challenge, codes[3]!);
    expect(signedIn).toMatchObject({ user: { id: user.id }, method: 'recovery', remember: false });
    const mail = await lastMailTo(test, user.email);
    expect(mail?.subject).toBe('A recovery code was used to sign in to Folio');
    expect(mail?.text).toContain('You have 9 recovery codes left.');
    await expect(twoFactor.completeSignIn(challenge, codes[3]!)).rejects.toMatchObject({ status: 422 });
    expect((await twoFactor.status(user)).recovery_codes_left).toBe(9);
  });

  it('stops the old codes working when new ones are made', async () => {
    const { twoFactor, clock, user, secret, codes } = await enabled();
    clock.now += 30_000;
    const fresh = await twoFactor.regenerateRecoveryCodes(user, codeAt(secret, clock.now));
    const challenge = await twoFactor.issueChallenge(user, true);
    await expect(twoFactor.completeSignIn(challenge, codes[0]!)).rejects.toMatchObject({ status: 422 });
    expect(await twoFactor.completeSignIn(challenge, fresh[0]!)).toMatchObject({ method: 'recovery', remember: true });
  });
});
