import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerAdmin, registerVerified } from '../../../test/accounts';
import { createTestApp, lastMailTo, type TestApp } from '../../../test/test-app';
import { createSoftAuthenticator, FLAGS, type SoftAuthenticator } from '../../../test/webauthn';
import { users } from './auth.tables';
import { passkeys } from './passkeys.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());
afterEach(() => vi.useRealTimers());

type Account = Awaited<ReturnType<typeof registerVerified>>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token?: string, remoteAddress = '198.51.100.20') =>
  test.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });

/** The whole "add a passkey" ceremony through the API, as /settings runs it. */
async function addPasskey(account: Account, authenticator: SoftAuthenticator, ceremony: Parameters<SoftAuthenticator['register']>[1] = {}) {
  const options = await inject('POST', '/api/passkeys/options', undefined, account.token);
  expect(options.statusCode, options.body).toBe(200);
  const { response } = authenticator.register(options.json().data, ceremony);
  return inject('POST', '/api/passkeys', { credential: response }, account.token);
}

const signInOptions = async () => {
  const options = await inject('POST', '/api/login/passkey/options');
  expect(options.statusCode, options.body).toBe(200);
  return options.json<{ data: { challenge: string; rpId: string; userVerification: string } }>().data;
};
/** "Sign in with a passkey": options, the authenticator's assertion, the answer. */
async function signIn(authenticator: SoftAuthenticator, ceremony: Parameters<SoftAuthenticator['authenticate']>[1] = {}, remember = false) {
  const assertion = authenticator.authenticate(await signInOptions(), ceremony);
  return { assertion, response: await inject('POST', '/api/login/passkey', { credential: assertion, remember }) };
}

const listOf = async (account: Account) => (await inject('GET', '/api/passkeys', undefined, account.token)).json<{ data: { id: number; name: string; last_used_at: string | null; backed_up: boolean }[] }>().data;

describe('adding a passkey', () => {
  it('registers a discoverable credential under a default name and e-mails the owner', async () => {
    const account = await registerVerified(test);
    const options = (await inject('POST', '/api/passkeys/options', undefined, account.token)).json().data;
    expect(options).toMatchObject({
      rp: { name: 'Folio', id: 'localhost' },
      user: { name: account.email, displayName: account.name },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    // The user handle is opaque: neither the e-mail nor the numeric id.
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);

    const authenticator = createSoftAuthenticator();
    const added = await inject('POST', '/api/passkeys', { credential: authenticator.register(options).response }, account.token);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: '1Password', last_used_at: null, backed_up: true, device_type: 'multiDevice' });
    expect((await lastMailTo(test, account.email))?.subject).toBe('A passkey was added to your Folio account');

    // The next options leave this one out, so the same password manager is not offered twice.
    const again = (await inject('POST', '/api/passkeys/options', undefined, account.token)).json().data;
    expect(again.excludeCredentials).toEqual([{ id: authenticator.credentials[0]!.id.toString('base64url'), type: 'public-key', transports: ['internal', 'hybrid'] }]);
  });

  it('names a passkey of an unknown authenticator after the browser and system, and numbers a second one', async () => {
    const account = await registerVerified(test);
    const authenticator = createSoftAuthenticator({ aaguid: Buffer.alloc(16) });
    const userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    for (const expected of ['Chrome on macOS', 'Chrome on macOS (2)']) {
      const options = (await inject('POST', '/api/passkeys/options', undefined, account.token)).json().data;
      const added = await test.app.inject({ method: 'POST', url: '/api/passkeys', payload: { credential: authenticator.register(options).response }, headers: { ...bearer(account.token), 'user-agent': userAgent } });
      expect(added.json().data.name).toBe(expected);
    }
  });

  it('refuses an answer from another origin, for another relying party, or without user verification', async () => {
    const account = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    for (const ceremony of [{ origin: 'http://evil.localhost:3000' }, { origin: 'https://localhost:3000' }, { rpId: 'example.com' }, { flags: FLAGS.UP | FLAGS.AT }]) {
      const refused = await addPasskey(account, authenticator, ceremony);
      expect(refused.statusCode, JSON.stringify(ceremony)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'passkey_invalid', message: 'This passkey could not be verified. Please try again.' });
    }
    expect(await listOf(account)).toEqual([]);
  });

  it('takes each challenge once, only from the session it was made for, and not after 5 minutes', async () => {
    const account = await registerVerified(test);
    const other = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    const options = (await inject('POST', '/api/passkeys/options', undefined, account.token)).json().data;
    const { response } = authenticator.register(options);
    // Another account's session cannot use this account's challenge.
    const stolen = await inject('POST', '/api/passkeys', { credential: response }, other.token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('passkey_expired');
    // That attempt used it up: the challenge is answered once, whoever answers.
    const late = await inject('POST', '/api/passkeys', { credential: response }, account.token);
    expect(late.statusCode).toBe(400);

    const fresh = (await inject('POST', '/api/passkeys/options', undefined, account.token)).json().data;
    const first = authenticator.register(fresh).response;
    expect((await inject('POST', '/api/passkeys', { credential: first }, account.token)).statusCode).toBe(201);
    const replayed = await inject('POST', '/api/passkeys', { credential: authenticator.register(fresh).response }, account.token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'passkey_expired', message: 'This passkey request has expired or was already used. Please try again.' });

    const old = (await inject('POST', '/api/passkeys/options', undefined, account.token)).json().data;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 5_000 });
    const expired = await inject('POST', '/api/passkeys', { credential: authenticator.register(old).response }, account.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('passkey_expired');
    vi.useRealTimers();
    expect(await listOf(account)).toHaveLength(1);
  });

  it('refuses a credential id registered to another account', async () => {
    const owner = await registerVerified(test);
    const intruder = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    expect((await addPasskey(owner, authenticator)).statusCode).toBe(201);
    // The intruder's own key pair, under the owner's credential id.
    const refused = await addPasskey(intruder, createSoftAuthenticator(), { credentialId: authenticator.credentials[0]!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('passkey_taken');
    expect(await listOf(intruder)).toEqual([]);
    // The owner's passkey still signs in as the owner.
    const { response } = await signIn(authenticator);
    expect(response.json().user.email).toBe(owner.email);
  });

  it('is refused to an admin impersonating the user', async () => {
    const admin = await registerAdmin(test);
    const account = await registerVerified(test);
    const started = await inject('POST', `/api/admin/users/${account.id}/impersonate`, undefined, admin.token);
    expect(started.statusCode, started.body).toBe(200);
    const impersonation = started.json<{ token: string }>().token;
    const refused = await inject('POST', '/api/passkeys/options', undefined, impersonation);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('impersonation_forbidden');
    expect((await inject('POST', '/api/passkeys', { credential: createSoftAuthenticator().register({ challenge: 'x', rp: {}, user: { id: 'AQ' } }).response }, impersonation)).statusCode).toBe(403);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone (no e-mail, no password) and records its use', async () => {
    const account = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    expect((await addPasskey(account, authenticator)).statusCode).toBe(201);

    const options = await signInOptions();
    // Discoverable credentials: the options name no account and no credential.
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options).not.toHaveProperty('allowCredentials.0');
    const signedIn = await inject('POST', '/api/login/passkey', { credential: authenticator.authenticate(options), remember: true });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, message: `Welcome back, ${account.name}!`, user: { email: account.email }, requires_verification: false, is_admin: false });
    const token = signedIn.json<{ token: string }>().token;
    expect((await inject('GET', '/api/user', undefined, token)).json().user.email).toBe(account.email);

    const [listed] = await listOf(account);
    expect(listed!.last_used_at).not.toBeNull();
    const [row] = await test.database.db.select().from(passkeys).where(eq(passkeys.user_id, account.id));
    expect(row!.counter).toBe(1);
  });

  it('refuses a replayed answer, an answered challenge and an expired one', async () => {
    const account = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    await addPasskey(account, authenticator);
    const options = await signInOptions();
    const assertion = authenticator.authenticate(options);
    expect((await inject('POST', '/api/login/passkey', { credential: assertion })).statusCode).toBe(200);
    const replayed = await inject('POST', '/api/login/passkey', { credential: assertion });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'passkey_expired', message: 'This passkey request has expired or was already used. Please try again.' });
    // A new signature, with a later counter, on the challenge already answered.
    const resigned = await inject('POST', '/api/login/passkey', { credential: authenticator.authenticate(options) });
    expect(resigned.json().code).toBe('passkey_expired');

    const old = await signInOptions();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 5_000 });
    const expired = await inject('POST', '/api/login/passkey', { credential: authenticator.authenticate(old) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('passkey_expired');
    vi.useRealTimers();

    // A challenge made for adding a passkey does not sign anyone in.
    const registration = (await inject('POST', '/api/passkeys/options', undefined, account.token)).json().data;
    const crossed = await inject('POST', '/api/login/passkey', { credential: authenticator.authenticate({ challenge: registration.challenge }) });
    expect(crossed.json().code).toBe('passkey_expired');
  });

  it('refuses an answer from another origin or relying party, without user verification, or with a counter that went back', async () => {
    const account = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    await addPasskey(account, authenticator);
    for (const ceremony of [{ origin: 'http://evil.localhost:3000' }, { origin: 'http://localhost:3001' }, { rpId: 'evil.example' }, { flags: FLAGS.UP }]) {
      const { response } = await signIn(authenticator, ceremony);
      expect(response.statusCode, JSON.stringify(ceremony)).toBe(401);
      expect(response.json()).toMatchObject({ code: 'passkey_invalid', message: 'This passkey could not be verified. Please try again.' });
    }
    expect((await signIn(authenticator, { counter: 10 })).response.statusCode).toBe(200);
    // A clone of the authenticator, behind the real one.
    const cloned = await signIn(authenticator, { counter: 7 });
    expect(cloned.response.statusCode).toBe(401);
    expect(cloned.response.json().code).toBe('passkey_invalid');
    // A signature by another key under this credential id.
    const forger = createSoftAuthenticator();
    forger.register({ challenge: 'x', rp: {}, user: { id: authenticator.credentials[0]!.userHandle } }, { credentialId: authenticator.credentials[0]!.id });
    expect((await signIn(forger, { counter: 50 })).response.json().code).toBe('passkey_invalid');
  });

  it('signs an account with two-factor sign-in on straight in: the passkey is both factors', async () => {
    const account = await registerVerified(test);
    const setup = (await inject('POST', '/api/two-factor/setup', undefined, account.token)).json().data;
    const code = new TOTP({ secret: Secret.fromBase32(setup.secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate();
    expect((await inject('POST', '/api/two-factor/confirm', { code }, account.token)).statusCode).toBe(200);
    // The password alone now asks for the code ...
    expect((await inject('POST', '/api/login', { email: account.email, password: account.password })).json()).toMatchObject({ requires_two_factor: true });
    const authenticator = createSoftAuthenticator();
    expect((await addPasskey(account, authenticator)).statusCode).toBe(201);
    // ... the passkey does not.
    const { response } = await signIn(authenticator);
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('requires_two_factor');
    expect((await inject('GET', '/api/user', undefined, response.json().token)).statusCode).toBe(200);
  });

  it('refuses a deactivated account, and sends an unverified one to verify its address as the password sign-in does', async () => {
    const account = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    await addPasskey(account, authenticator);

    await test.database.db.update(users).set({ email_verified_at: null }).where(eq(users.id, account.id));
    const unverified = await signIn(authenticator);
    expect(unverified.response.statusCode).toBe(403);
    expect(unverified.response.json()).toMatchObject({ code: 'email_unverified', message: 'Please verify your email address to continue.', details: { requires_verification: true, email: account.email } });

    await test.database.db.update(users).set({ email_verified_at: new Date(), deactivated_at: new Date() }).where(eq(users.id, account.id));
    const deactivated = await signIn(authenticator);
    expect(deactivated.response.statusCode).toBe(403);
    expect(deactivated.response.json().code).toBe('account_deactivated');
  });

  it('answers a passkey nobody registered as unknown', async () => {
    const stranger = createSoftAuthenticator();
    stranger.register({ challenge: 'x', rp: {}, user: { id: 'AQ' } });
    const { response } = await signIn(stranger);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('passkey_unknown');
  });
});

describe('managing passkeys', () => {
  it("renames and removes only one's own: another user's passkey id answers 404 and stays", async () => {
    const owner = await registerVerified(test);
    const other = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    const added = (await addPasskey(owner, authenticator)).json<{ data: { id: number } }>().data;

    expect((await inject('PATCH', `/api/passkeys/${added.id}`, { name: 'Taken over' }, other.token)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/passkeys/${added.id}`, undefined, other.token)).statusCode).toBe(404);
    expect((await listOf(owner))[0]).toMatchObject({ id: added.id, name: '1Password' });
    expect((await signIn(authenticator)).response.statusCode).toBe(200);

    const renamed = await inject('PATCH', `/api/passkeys/${added.id}`, { name: '  Work laptop  ' }, owner.token);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Work laptop');
    const blank = await inject('PATCH', `/api/passkeys/${added.id}`, { name: ' ' }, owner.token);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details.errors.name).toEqual(['Please enter a name for the passkey.']);
    const markup = await inject('PATCH', `/api/passkeys/${added.id}`, { name: '<b>x</b>' }, owner.token);
    expect(markup.statusCode).toBe(422);
  });

  it('removing a passkey stops it signing in and e-mails the owner', async () => {
    const account = await registerVerified(test);
    const authenticator = createSoftAuthenticator();
    const added = (await addPasskey(account, authenticator)).json<{ data: { id: number } }>().data;
    const removed = await inject('DELETE', `/api/passkeys/${added.id}`, undefined, account.token);
    expect(removed.statusCode).toBe(200);
    expect((await lastMailTo(test, account.email))?.subject).toBe('A passkey was removed from your Folio account');
    expect(await listOf(account)).toEqual([]);
    const { response } = await signIn(authenticator);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('passkey_unknown');
  });

  it("counts them on the admin's user detail, and names none", async () => {
    const admin = await registerAdmin(test);
    const account = await registerVerified(test);
    await addPasskey(account, createSoftAuthenticator());
    await addPasskey(account, createSoftAuthenticator());
    const detail = await inject('GET', `/api/admin/users/${account.id}`, undefined, admin.token);
    expect(detail.json().data.user.passkeys_count).toBe(2);
    expect(detail.body).not.toContain('1Password');
  });

  it('deletes the passkeys with the account', async () => {
    const account = await registerVerified(test);
    await addPasskey(account, createSoftAuthenticator());
    const deleted = await inject('DELETE', '/api/account', { password: account.password }, account.token);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await test.services.background.drain();
    expect(await test.database.db.select().from(passkeys).where(eq(passkeys.user_id, account.id))).toEqual([]);
  });
});
