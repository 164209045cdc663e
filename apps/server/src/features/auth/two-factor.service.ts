import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Background } from '../../platform/background';
import { createEncrypter } from '../../platform/encrypted';
import { AppError, ValidationError, tooManyRequests } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { RateLimiter } from '../../platform/rate-limit';
import { createSealer } from '../../platform/sealed';
import { hashToken } from '../../platform/secrets';
import type { UserRow } from './auth.tables';
import { recoveryCodeUsedEmail, twoFactorDisabledEmail, twoFactorEnabledEmail } from './two-factor.emails';
import type { TwoFactorQueries } from './two-factor.queries';

const ISSUER = 'Folio';
const PERIOD = 30;
/** A code of the step before or after the current one is still accepted (clock drift, typing time). */
export const TOTP_WINDOW = 1;
const RECOVERY_CODES = 10;
/** 16 characters of a 32-letter alphabet without look-alikes (0/O, 1/I): 80 random bits a code. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 16;
/** How long the second step of a sign-in waits for its code after the password. */
const CHALLENGE_SECONDS = 10 * 60;

/**
 * Wrong codes per account, as the login limiter counts passwords: the 6th attempt in 15 minutes
 * is refused unchecked, however many arrive at once. The same budget covers the sign-in step and
 * the codes asked for on /settings (turning it off, new recovery codes).
 */
export const twoFactorLimits = { window: 15 * 60, perUser: 5 };

export interface TwoFactorDeps {
  queries: TwoFactorQueries;
  limiter: RateLimiter;
  mailer: Mailer;
  background: Background;
  /** The server's key: encrypts secrets at rest and seals sign-in challenges. */
  secret: string;
  appUrl: string;
  findUser: (id: number) => Promise<UserRow | undefined>;
  /** The clock, in milliseconds: tests move it across time steps. */
  now?: () => number;
}

const invalidCode = () => new ValidationError({ code: ['The code is invalid or has already been used.'] });
const challengeExpired = () =>
  new AppError(401, 'two_factor_expired', 'Your sign-in has expired. Please enter your email and password again.');

/** Digits only for an authenticator code; letters and digits, upper-cased, for a recovery code. */
const normalize = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** Ten fresh recovery codes, shown as XXXX-XXXX-XXXX-XXXX. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    // 256 is a multiple of 32: every letter equally likely.
    const letters = [...randomBytes(RECOVERY_LENGTH)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/**
 * Recovery codes are stored as SHA-256, not argon2: each carries 80 random bits, so no dictionary
 * or brute force over the hashes is within reach, and a plain hash can be looked up and marked
 * used in one atomic statement (a slow, salted hash would mean checking all ten on every attempt,
 * 10 argon2 runs a guess for anyone with a password, and a race between two uses of one code).
 */
export const hashRecoveryCode = (code: string) => hashToken(`recovery:${normalize(code)}`);

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { queries, limiter, mailer, background, appUrl } = deps;
  const now = deps.now ?? Date.now;
  const secrets = createEncrypter(deps.secret, 'two-factor-secret');
  const challenges = createSealer(deps.secret, 'two-factor-challenge');
  const settingsUrl = `${appUrl}/settings#security`;
  const totpOf = (user: UserRow, secret: string) =>
    new TOTP({ issuer: ISSUER, label: user.email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

  /** The time step of a valid code (±1 step), or null. Single use is up to the caller (takeStep). */
  function stepOf(totp: TOTP, code: string): number | null {
    const timestamp = now();
    const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  /**
   * A code for an account with two-factor sign-in on: an authenticator code not used before, or
   * an unused recovery code (when `recovery`). Counted by the account's limiter before it is
   * checked; a wrong one answers 422 on `code`.
   */
  async function check(user: UserRow, rawCode: string, recovery: boolean): Promise<'totp' | 'recovery'> {
    const key = `two-factor:user:${user.id}`;
    const attempt = await limiter.hit(key, twoFactorLimits.window);
    if (attempt.count > twoFactorLimits.perUser) {
      throw tooManyRequests(`Too many wrong codes. Please try again in ${attempt.retryAfter} seconds.`, attempt.retryAfter);
    }
    const row = await queries.find(user.id);
    if (!row?.enabled_at) throw new AppError(409, 'two_factor_off', 'Two-factor sign-in is not on for this account.');
    const code = normalize(rawCode);
    let used: 'totp' | 'recovery' | null = null;
    if (isTotpCode(code)) {
      const step = stepOf(totpOf(user, secrets.decrypt(row.secret_encrypted)), code);
      if (step !== null && (await queries.takeStep(user.id, step))) used = 'totp';
    } else if (recovery && (await queries.useRecoveryCode(user.id, hashRecoveryCode(code)))) {
      used = 'recovery';
      const left = await queries.recoveryCodesLeft(user.id);
      background.run('mail.two_factor_recovery_code_used', () => mailer.send(recoveryCodeUsedEmail(user, settingsUrl, left)));
    }
    if (!used) throw invalidCode();
    await limiter.reset(key, twoFactorLimits.window);
    return used;
  }

  async function newRecoveryCodes() {
    const codes = generateRecoveryCodes();
    return { codes, hashes: codes.map(hashRecoveryCode) };
  }

  return {
    async isEnabled(userId: number): Promise<boolean> {
      return Boolean((await queries.find(userId))?.enabled_at);
    },

    enabledAmong: (userIds: number[]) => queries.enabledAmong(userIds),

    async status(user: UserRow) {
      const row = await queries.find(user.id);
      const enabled = Boolean(row?.enabled_at);
      return { enabled, enabled_at: row?.enabled_at?.toISOString() ?? null, recovery_codes_left: enabled ? await queries.recoveryCodesLeft(user.id) : 0 };
    },

    /** A new secret waiting for its first code: the otpauth:// address, as text and as a QR code (an SVG data URL). */
    async setup(user: UserRow) {
      const secret = new Secret({ size: 20 }).base32;
      if (!(await queries.startSetup(user.id, secrets.encrypt(secret)))) {
        throw new AppError(409, 'two_factor_on', 'Two-factor sign-in is already on.');
      }
      const uri = totpOf(user, secret).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauth_url: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** The first code turns it on; answers the recovery codes, the only time they are shown. */
    async confirm(user: UserRow, rawCode: string): Promise<string[]> {
      const row = await queries.find(user.id);
      if (!row) throw new AppError(409, 'two_factor_not_started', 'Start the set-up again: no two-factor secret is waiting.');
      if (row.enabled_at) throw new AppError(409, 'two_factor_on', 'Two-factor sign-in is already on.');
      const key = `two-factor:user:${user.id}`;
      const attempt = await limiter.hit(key, twoFactorLimits.window);
      if (attempt.count > twoFactorLimits.perUser) {
        throw tooManyRequests(`Too many wrong codes. Please try again in ${attempt.retryAfter} seconds.`, attempt.retryAfter);
      }
      const code = normalize(rawCode);
      const step = isTotpCode(code) ? stepOf(totpOf(user, secrets.decrypt(row.secret_encrypted)), code) : null;
      if (step === null || !(await queries.takeStep(user.id, step))) throw invalidCode();
      await limiter.reset(key, twoFactorLimits.window);
      const { codes, hashes } = await newRecoveryCodes();
      if (!(await queries.enable(user.id, hashes))) throw new AppError(409, 'two_factor_on', 'Two-factor sign-in is already on.');
      background.run('mail.two_factor_enabled', () => mailer.send(twoFactorEnabledEmail(user, settingsUrl)));
      return codes;
    },

    /** Turning it off asks for a current code (or a recovery code, for someone who lost the phone). */
    async disable(user: UserRow, code: string) {
      await check(user, code, true);
      await queries.disable(user.id);
      background.run('mail.two_factor_disabled', () => mailer.send(twoFactorDisabledEmail(user, settingsUrl)));
    },

    /** A new set of ten, for a current authenticator code; the old ones stop working. */
    async regenerateRecoveryCodes(user: UserRow, code: string): Promise<string[]> {
      await check(user, code, false);
      const { codes, hashes } = await newRecoveryCodes();
      await queries.replaceRecoveryCodes(user.id, hashes);
      return codes;
    },

    /** After a right password (or a social sign-in): what the second step must present with its code. */
    issueChallenge: (user: UserRow, remember: boolean) => challenges.seal({ uid: user.id, remember }, CHALLENGE_SECONDS),

    /** The second step of a sign-in: the user and whether to remember them, once the code is right. */
    async completeSignIn(challenge: string, code: string) {
      const opened = await challenges.open(challenge, z.object({ uid: z.number().int(), remember: z.boolean() }));
      if (!opened) throw challengeExpired();
      const user = await deps.findUser(opened.uid);
      if (!user) throw challengeExpired();
      const method = await check(user, code, true);
      return { user, remember: opened.remember, method };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
