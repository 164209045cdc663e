import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test as check } from 'vitest';
import { bearer, newAccount, registerVerified, userOnPlan } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../platform/db/platform.tables';
import { users } from '../features/auth/auth.tables';
import { contactRequests } from '../features/contact-requests/contact-requests.tables';
import { loginLimits } from '../features/auth/auth.service';
import { twoFactorLimits } from '../features/auth/two-factor.service';
import { passkeyLimits } from '../features/auth/passkeys.service';
import { createSoftAuthenticator } from '../../test/webauthn';
import { contactLimits } from '../features/contact-requests/contact-requests.service';
import { cvLimits } from '../features/onboarding/onboarding.service';
import { EXPORTS_PER_HOUR, IMPORTS_PER_HOUR } from '../features/websites/websites.service';
import { apiTokenLimits } from '../features/api-tokens/api-tokens.service';
import { multipart } from '../../test/multipart';

/**
 * Each limiter, attacked with 100 requests at once: no more than its limit get through, and when
 * the right password is among them (last), it does not sign in past the limit. Before the fix the
 * login check and count were separate steps (all 100 were checked), and refused contact posts
 * counted toward the site's quota.
 */
/** The database store always; Redis too when REDIS_URL is set (as in CI), on a prefix of this run's own. */
const stores = { database: {}, ...(process.env.REDIS_URL ? { redis: { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `folio-limits-${process.pid}-${Date.now()}` } } : {}) };
const apps = new Map<string, TestApp>();
/** The app of the case being run (cases run one after another). */
let app: TestApp;
beforeAll(async () => {
  for (const [store, env] of Object.entries(stores)) apps.set(store, await createTestApp(env));
});
afterAll(async () => {
  for (const each of apps.values()) await each.close();
});

const PARALLEL = 100;
const times = <T>(make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, (_, index) => make(index)));
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
/** A network of its own for each case, so the cases' per-address counts never meet. */
const ip = (network: number, host: number) => `100.64.${network}.${(host % 250) + 1}`;
/** 99 wrong guesses and, last, the right one. */
const guess = (password: string, index: number) => (index === PARALLEL - 1 ? password : `wrong guess ${index}`);

interface Outcome {
  /** Requests that got past the limiter (their password was checked, their message stored...). */
  through: number;
  limit: number;
  /** Whatever must never have happened past the limit (e.g. a sign-in with the right password). */
  breached?: boolean;
}

const login = (email: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

const currentPasswordCase = (method: 'PUT' | 'DELETE', url: string, body: (password: string, index: number) => object) => async (network: number): Promise<Outcome> => {
  const account = await registerVerified(app);
  const responses = await times((index) =>
    app.app.inject({ method, url, headers: bearer(account.token), payload: body(guess(account.password, index), index), remoteAddress: ip(network, index) }),
  );
  const codes = statuses(responses);
  const [row] = await app.database.db.select().from(users).where(eq(users.id, account.id));
  return {
    through: codes.filter((code) => code !== 429).length,
    limit: loginLimits.perEmail,
    // The right password came last: it must have been refused, leaving the account as it was.
    breached: codes.includes(200) || row?.email !== account.email,
  };
};

const cvText = `Jane Example\njane@example.com\n\nEXPERIENCE\nSenior Engineer, Acme Corp\n2019 - 2024\n${'Built the billing platform and led a team of five engineers. '.repeat(3)}\n`;
const throughOf = (codes: number[]) => codes.filter((code) => code !== 429).length;

const cases: [string, (network: number) => Promise<Outcome>][] = [
  [
    'login per account (right password last, from 100 addresses)',
    async (network) => {
      const account = await registerVerified(app);
      const codes = statuses(await times((index) => login(account.email, guess(account.password, index), ip(network, index))));
      return { through: codes.filter((code) => code !== 429).length, limit: loginLimits.perEmail, breached: codes.includes(200) };
    },
  ],
  [
    'two-factor second step per account (the right code last, from 100 addresses)',
    async (network) => {
      const { Secret, TOTP } = await import('otpauth');
      const account = await registerVerified(app);
      const { secret } = (await app.app.inject({ method: 'POST', url: '/api/two-factor/setup', headers: bearer(account.token) })).json().data;
      const totp = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' });
      expect((await app.app.inject({ method: 'POST', url: '/api/two-factor/confirm', headers: bearer(account.token), payload: { code: totp.generate() } })).statusCode).toBe(200);
      const { challenge } = (await login(account.email, account.password, ip(network, 0))).json();
      // The next step's code (this step's confirmed the set-up); the wrong ones never equal it.
      const right = totp.generate({ timestamp: Date.now() + 30_000 });
      const code = (index: number) => (index === PARALLEL - 1 ? right : String(100000 + index) === right ? '999999' : String(100000 + index));
      const codes = statuses(await times((index) => app.app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challenge, code: code(index) }, remoteAddress: ip(network, index) })));
      return { through: throughOf(codes), limit: twoFactorLimits.perUser, breached: codes.includes(200) };
    },
  ],
  [
    'passkey sign-in per address (99 forged assertions, a real one last)',
    async (network) => {
      const account = await registerVerified(app);
      const authenticator = createSoftAuthenticator();
      const registration = (await app.app.inject({ method: 'POST', url: '/api/passkeys/options', headers: bearer(account.token) })).json().data;
      expect((await app.app.inject({ method: 'POST', url: '/api/passkeys', headers: bearer(account.token), payload: { credential: authenticator.register(registration).response } })).statusCode).toBe(201);
      // A forger's key under the same credential id: well-formed, wrongly signed.
      const forger = createSoftAuthenticator();
      forger.register({ challenge: 'x', rp: {}, user: { id: authenticator.credentials[0]!.userHandle } }, { credentialId: authenticator.credentials[0]!.id });
      // Each with a challenge of its own, fetched from other addresses so that the options' budget is not what refuses them.
      const challenges = await times((index) => app.app.inject({ method: 'POST', url: '/api/login/passkey/options', remoteAddress: ip(network + 1, index) }));
      const assertions = challenges.map((response, index) => (index === PARALLEL - 1 ? authenticator : forger).authenticate(response.json().data, { counter: index + 1 }));
      const codes = statuses(await times((index) => app.app.inject({ method: 'POST', url: '/api/login/passkey', payload: { credential: assertions[index] }, remoteAddress: ip(network, 0) })));
      expect(codes.every((code) => [200, 401, 429].includes(code))).toBe(true);
      return { through: throughOf(codes), limit: passkeyLimits.perIp, breached: codes.includes(200) };
    },
  ],
  [
    'passkey sign-in options per address',
    async (network) => {
      const codes = statuses(await times(() => app.app.inject({ method: 'POST', url: '/api/login/passkey/options', remoteAddress: ip(network, 0) })));
      return { through: throughOf(codes), limit: passkeyLimits.optionsPerIp };
    },
  ],
  [
    'login per address (100 accounts from one address, a right password last)',
    async (network) => {
      const account = await registerVerified(app);
      const codes = statuses(
        await times((index) => login(index === PARALLEL - 1 ? account.email : `nobody.${network}.${index}@example.com`, guess(account.password, index), ip(network, 0))),
      );
      return { through: codes.filter((code) => code !== 429).length, limit: loginLimits.perIp, breached: codes.includes(200) };
    },
  ],
  [
    'current password: PUT /api/profile (new e-mail)',
    currentPasswordCase('PUT', '/api/profile', (current_password, index) => ({ name: 'Guesser', email: `taken.over.${index}@example.com`, current_password })),
  ],
  [
    'current password: PUT /api/profile/password',
    currentPasswordCase('PUT', '/api/profile/password', (current_password) => ({ current_password, password: 'attacker password 1', password_confirmation: 'attacker password 1' })),
  ],
  ['current password: DELETE /api/account', currentPasswordCase('DELETE', '/api/account', (password) => ({ password }))],
  [
    'registration per address',
    async (network) => {
      const codes = statuses(await times(() => app.app.inject({ method: 'POST', url: '/api/register', payload: newAccount(), remoteAddress: ip(network, 0) })));
      return { through: codes.filter((code) => code === 201).length, limit: 10 };
    },
  ],
  [
    'password reset per account (reset e-mails sent)',
    async (network) => {
      const account = await registerVerified(app);
      const codes = statuses(
        await times((index) => app.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: account.email }, remoteAddress: ip(network, index) })),
      );
      await app.services.background.drain();
      const resets = (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, account.email))).filter((mail) => mail.kind !== 'verify_email');
      expect(codes.filter((code) => code === 200)).toHaveLength(resets.length);
      return { through: resets.length, limit: 3 };
    },
  ],
  [
    'password reset per address',
    async (network) => {
      const codes = statuses(
        await times((index) =>
          app.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: `someone.${network}.${index}@example.com` }, remoteAddress: ip(network, 0) }),
        ),
      );
      return { through: codes.filter((code) => code === 200).length, limit: 20 };
    },
  ],
  [
    'contact form per visitor, and only accepted messages use the site quota',
    async (network) => {
      const user = await userOnPlan(app);
      const website = await user.createWebsite(`Limits ${network}`);
      await user.request('POST', `/api/websites/${website.id}/publish`, { version: website.version });
      const post = (remoteAddress: string, index: number) =>
        app.app.inject({
          method: 'POST',
          url: '/contact',
          remoteAddress,
          headers: { host: `${website.subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ name: `Visitor ${index}`, email: 'visitor@example.com', message: 'Hello', website: '' }).toString(),
        });
      const stored = async () => (await app.database.db.select().from(contactRequests).where(eq(contactRequests.website_id, website.id))).length;
      const flood = await times((index) => post(ip(network, 0), index));
      expect(flood.every((response) => response.statusCode === 303)).toBe(true);
      const fromOne = await stored();
      // Then 100 visitors from 100 addresses: the flood used no more of the quota than it got in.
      const others = await times((index) => post(ip(network + 1, index), index));
      const sent = others.filter((response) => response.headers.location === '/?contact=sent#contact').length;
      expect(await stored()).toBe(fromOne + sent);
      expect(sent).toBe(Math.min(PARALLEL, contactLimits.perSite - fromOne));
      return { through: fromOne, limit: contactLimits.perVisitor };
    },
  ],
  [
    'CV uploads per user',
    async () => {
      const user = await userOnPlan(app);
      const codes = statuses(
        await times(() => {
          const body = multipart('cv_file', 'cv.txt', Buffer.from(cvText));
          return app.app.inject({ method: 'POST', url: '/api/onboarding/upload-cv', payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
        }),
      );
      return { through: throughOf(codes), limit: cvLimits.uploadsPerHour };
    },
  ],
  [
    'CV parse requests per user',
    async () => {
      const user = await userOnPlan(app);
      const sessionId = (await user.request('POST', '/api/onboarding/start')).json<{ session_id: string }>().session_id;
      const codes = statuses(await times(() => user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: cvText })));
      return { through: throughOf(codes), limit: cvLimits.parsesPerHour };
    },
  ],
  [
    'website exports per user',
    async () => {
      const user = await userOnPlan(app);
      const website = await user.createWebsite('Exported');
      const codes = statuses(await times(() => user.request('GET', `/api/websites/${website.id}/export?format=json`)));
      expect(codes.filter((code) => code === 200)).toHaveLength(EXPORTS_PER_HOUR);
      return { through: throughOf(codes), limit: EXPORTS_PER_HOUR };
    },
  ],
  [
    'website imports per user (refusals by the plan count too)',
    async () => {
      const user = await userOnPlan(app, 'premium');
      const website = await user.createWebsite('Exported');
      const file = (await user.request('GET', `/api/websites/${website.id}/export?format=json`)).json<object>();
      const codes = statuses(await times(() => user.request('POST', '/api/websites/import', file)));
      expect(codes.every((code) => [201, 403, 429].includes(code))).toBe(true);
      return { through: throughOf(codes), limit: IMPORTS_PER_HOUR };
    },
  ],
  [
    'access token requests per token (from 100 addresses)',
    async (network) => {
      const user = await userOnPlan(app, 'premium');
      await user.createWebsite('Scripted');
      const made = await user.request('POST', '/api/tokens', { name: `Script ${network}`, scope: 'read' });
      const token = made.json<{ token: string }>().token;
      const responses = await times((index) => app.app.inject({ url: '/api/websites', headers: bearer(token), remoteAddress: ip(network, index) }));
      const codes = statuses(responses);
      expect(codes.filter((code) => code === 200)).toHaveLength(throughOf(codes));
      const refused = responses.find((response) => response.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.json<{ message: string }>().message).toMatch(/^Too many requests with this token\. Please try again in \d+ seconds\.$/);
      // The owner's own session is not slowed by the token's limit.
      expect((await user.request('GET', '/api/websites')).statusCode).toBe(200);
      return { through: throughOf(codes), limit: apiTokenLimits.perWindow };
    },
  ],
];

describe('Limiters hold under 100 parallel requests', () => {
  const table = Object.keys(stores).flatMap((store) => cases.map(([name, run], index) => [`${name}, in the ${store} store`, store, run, index * 2 + 1] as const));
  check.for(table)('%s', async ([, store, run, network]) => {
    app = apps.get(store)!;
    const { through, limit, breached } = await run(network);
    expect(through).toBeGreaterThan(0);
    expect(through).toBeLessThanOrEqual(limit);
    expect(breached ?? false).toBe(false);
  });
});
