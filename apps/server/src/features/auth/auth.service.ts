import type { registerInput, ResetPasswordInput, User } from '@folio/schema';
import type { z } from 'zod';
import type { Background } from '../../platform/background';
import { isUniqueViolation } from '../../platform/db/client';
import { AppError, ValidationError, tooManyRequests, unauthenticated } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { enforceLimit, type RateLimiter } from '../../platform/rate-limit';
import { settingKeys, type Settings } from '../../platform/settings';
import type { UserRow } from './auth.tables';
import { passwordResetEmail, verificationEmail } from './auth.emails';
import type { AuthQueries } from './auth.queries';
import { generateToken, hashPassword, hashToken, NO_PASSWORD, verifyPassword } from '../../platform/secrets';

const HOUR = 3600;
const VERIFY_LINK_HOURS = 24;
const RESET_LINK_MINUTES = 60;
const SESSION_SECONDS = 12 * HOUR;
const REMEMBER_SECONDS = 30 * 24 * HOUR;
/** Sessions slide forward when used, but at most this often, so requests rarely write. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Login attempts per account (and current-password checks): slowed from the 3rd failure, refused from the 6th attempt, for 15 minutes; 30 per network. */
export const loginLimits = { window: 15 * 60, slowAfter: 2, perEmail: 5, perIp: 30 };

export interface AuthDeps {
  queries: AuthQueries;
  mailer: Mailer;
  limiter: RateLimiter;
  background: Background;
  settings: Settings;
  appUrl: string;
  /** Whether an admin invited this address off the waiting list (its new account then skips the beta gate). */
  isInvitedToBeta?: (email: string) => Promise<boolean>;
  /** Two-factor sign-in: whether an account has it on, and the challenge its second step answers. */
  twoFactor: SecondStep;
  /** Injected so tests need not wait for real back-off delays. */
  sleep?: (ms: number) => Promise<void>;
}

/** What signing in needs of two-factor sign-in (two-factor.service.ts). */
export interface SecondStep {
  isEnabled(userId: number): Promise<boolean>;
  issueChallenge(user: UserRow, remember: boolean): Promise<string>;
}

export interface Session {
  user: UserRow;
  tokenId: number;
  tokenHash: string;
  /** On an admin's impersonation session: the admin's id. */
  impersonatorId: number | null;
}

/** Signing in to an account an admin deactivated. */
export const accountDeactivated = () =>
  new AppError(403, 'account_deactivated', 'This account has been deactivated. Please contact support if you think this is a mistake.');

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'Invalid email or password. Please check your credentials and try again.');

export function createAuthService(deps: AuthDeps) {
  const { queries, mailer, limiter, background, settings, appUrl } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function presentUser(user: UserRow): Promise<User> {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified_at: user.email_verified_at?.toISOString() ?? null,
      company: user.company,
      role: user.role,
      current_plan: user.current_plan,
      active_website_id: user.active_website_id,
      onboarding_completed_at: user.onboarding_completed_at?.toISOString() ?? null,
      is_active: user.is_active,
      beta_access_granted_seen_at: user.beta_access_granted_seen_at?.toISOString() ?? null,
      theme: user.theme,
      has_password: user.password_hash !== NO_PASSWORD,
      websites_count: await queries.countWebsites(user.id),
      created_at: user.created_at.toISOString(),
    };
  }

  /** Every way in (password, e-mailed link, social sign-in) starts its session here, so a deactivated account gets none. */
  async function startSession(user: UserRow, remember: boolean, userAgent?: string) {
    if (user.deactivated_at) throw accountDeactivated();
    const token = generateToken();
    const seconds = remember ? REMEMBER_SECONDS : SESSION_SECONDS;
    await queries.insertAccessToken({
      user_id: user.id,
      token_hash: hashToken(token),
      remember,
      expires_at: new Date(Date.now() + seconds * 1000),
      user_agent: userAgent?.slice(0, 300),
    });
    return token;
  }

  /** Sends a fresh verification link for the user's current address (in the background: no timing tells). */
  async function sendVerificationLink(user: UserRow) {
    const token = generateToken();
    await queries.replaceOneTimeToken({
      user_id: user.id,
      purpose: 'verify_email',
      email: user.email,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + VERIFY_LINK_HOURS * HOUR * 1000),
    });
    const url = `${appUrl}/email/verify?id=${user.id}&hash=${token}`;
    background.run('mail.verify_email', () => mailer.send(verificationEmail(user, url, VERIFY_LINK_HOURS)));
  }

  async function sendResetLink(user: UserRow) {
    const token = generateToken();
    await queries.replaceOneTimeToken({
      user_id: user.id,
      purpose: 'reset_password',
      email: user.email,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
    });
    const url = `${appUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
    background.run('mail.reset_password', () => mailer.send(passwordResetEmail(user, url, RESET_LINK_MINUTES)));
  }

  /** Each failure past the free ones costs more time: 250 ms, 500 ms, 1 s ... capped at 2 s. */
  async function slowDown(failures: number) {
    const excess = failures - loginLimits.slowAfter;
    if (excess > 0) await sleep(Math.min(2000, 250 * 2 ** (excess - 1)));
  }

  const throttle = (key: string, limit: number, windowSeconds: number, message: (seconds: number) => string) =>
    enforceLimit(limiter, key, limit, windowSeconds, message);

  /** While the beta gate is on, new accounts wait until an admin lets them in (or invited the address already). */
  async function admitsNewAccount(email: string): Promise<boolean> {
    return !(await settings.get<boolean>(settingKeys.betaAccessEnabled, false)) || ((await deps.isInvitedToBeta?.(email)) ?? false);
  }

  /**
   * The rules of an account whose credentials were right, for every way of signing in that proves
   * them (a password, a passkey): an unverified address is sent to verify it first (403 with
   * requires_verification), a deactivated account gets nothing.
   */
  function assertMaySignIn(user: UserRow) {
    if (!user.email_verified_at) {
      throw new AppError(403, 'email_unverified', 'Please verify your email address to continue.', {
        requires_verification: true,
        email: user.email,
      });
    }
    if (user.deactivated_at) throw accountDeactivated();
  }

  async function secondFactorRequired(user: UserRow): Promise<boolean> {
    return user.role === 'admin' && (await settings.get<boolean>(settingKeys.adminTwoFactorRequired, false));
  }

  return {
    presentUser,
    startSession,
    admitsNewAccount,
    sendVerificationLink,

    /** An admin account without two-factor sign-in, while an admin requires it of admin accounts: kept out of the admin area. */
    async adminLacksSecondFactor(user: UserRow): Promise<boolean> {
      return (await secondFactorRequired(user)) && !(await deps.twoFactor.isEnabled(user.id));
    },

    /** Whether this account must have two-factor sign-in: an admin account, while an admin requires it of them. */
    secondFactorRequired,

    /** A session as `user` for an admin, for `minutes` from now (no sliding, no remember). */
    async startImpersonation(user: UserRow, adminId: number, minutes: number, userAgent?: string) {
      if (user.deactivated_at) throw accountDeactivated();
      const token = generateToken();
      const expiresAt = new Date(Date.now() + minutes * 60_000);
      await queries.insertAccessToken({
        user_id: user.id,
        token_hash: hashToken(token),
        remember: false,
        expires_at: expiresAt,
        user_agent: userAgent?.slice(0, 300),
        impersonator_id: adminId,
      });
      return { token, expiresAt };
    },

    /** The same password reset e-mail as /forgot-password sends, without its per-address limit (an admin asked). */
    sendPasswordReset: (user: UserRow) => sendResetLink(user),

    async register(input: z.output<typeof registerInput>, ip: string) {
      await throttle(`register:ip:${ip}`, 10, HOUR, (s) => `Too many sign-ups from your network. Please try again in ${s} seconds.`);
      if (await queries.findUserByEmail(input.email)) {
        throw new ValidationError({ email: ['The email has already been taken.'] });
      }
      let user: UserRow;
      try {
        user = await queries.insertUser({
          name: input.name,
          email: input.email,
          company: input.company || null,
          password_hash: await hashPassword(input.password),
          is_active: await admitsNewAccount(input.email),
        });
      } catch (error) {
        // Two submits of the same form race past the check above; the unique index decides.
        if (isUniqueViolation(error)) throw new ValidationError({ email: ['The email has already been taken.'] });
        throw error;
      }
      await sendVerificationLink(user);
      return user;
    },

    async login(email: string, password: string, remember: boolean, ip: string, userAgent?: string): Promise<{ user: UserRow; token: string } | { user: UserRow; challenge: string }> {
      const emailKey = `login:email:${email}`;
      const ipKey = `login:ip:${ip}`;
      // Every attempt is counted before its password is checked, and the count it gets decides, in
      // one atomic step a key: however many arrive at once, only the first perEmail attempts at an
      // account (perIp from a network) in a window are ever checked.
      const [byEmail, byIp] = await Promise.all([limiter.hit(emailKey, loginLimits.window), limiter.hit(ipKey, loginLimits.window)]);
      const emailOver = byEmail.count > loginLimits.perEmail;
      const ipOver = byIp.count > loginLimits.perIp;
      if (emailOver || ipOver) {
        // Refused unchecked, the attempt gives back what it took from the other budget (a refund
        // only ever lowers a count to what the checked attempts hold, so it lets none extra in).
        await Promise.all([
          emailOver ? undefined : limiter.refund(emailKey, loginLimits.window),
          ipOver ? undefined : limiter.refund(ipKey, loginLimits.window),
        ]);
        const blocked = emailOver ? byEmail : byIp;
        throw tooManyRequests(`Too many login attempts. Please try again in ${blocked.retryAfter} seconds.`, blocked.retryAfter);
      }
      const user = await queries.findUserByEmail(email);
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        await slowDown(byEmail.count);
        throw invalidCredentials();
      }
      // Only failures stay counted: the account's owner starts afresh, and the network keeps its budget.
      await Promise.all([limiter.reset(emailKey, loginLimits.window), limiter.refund(ipKey, loginLimits.window)]);
      assertMaySignIn(user);
      // With two-factor sign-in on, the password alone opens no session: the second step does, with a code.
      if (await deps.twoFactor.isEnabled(user.id)) return { user, challenge: await deps.twoFactor.issueChallenge(user, remember) };
      return { user, token: await startSession(user, remember, userAgent) };
    },

    /**
     * A sign-in whose one credential is both factors (a passkey: the device, and the fingerprint,
     * face or PIN that unlocked it): the password's rules, then a session without the code step.
     */
    async signInWithBothFactors(user: UserRow, remember: boolean, userAgent?: string): Promise<string> {
      assertMaySignIn(user);
      return startSession(user, remember, userAgent);
    },

    /**
     * The signed-in user's current password, checked under the login limiter of their account
     * (the same budget as the login form): a stolen session cannot guess it faster than a stranger.
     * Answers whether it matched; past the limit it refuses with 429 without checking.
     */
    async checkCurrentPassword(user: UserRow, password: string): Promise<boolean> {
      const key = `login:email:${user.email}`;
      const attempt = await limiter.hit(key, loginLimits.window);
      if (attempt.count > loginLimits.perEmail) {
        throw tooManyRequests(`Too many password attempts. Please try again in ${attempt.retryAfter} seconds.`, attempt.retryAfter);
      }
      if (user.password_hash === NO_PASSWORD || !(await verifyPassword(user.password_hash, password))) {
        await slowDown(attempt.count);
        return false;
      }
      await limiter.reset(key, loginLimits.window);
      return true;
    },

    /** The signed-in user behind a bearer token, sliding its expiry forward. */
    async authenticate(token: string | undefined): Promise<Session> {
      if (!token) throw unauthenticated();
      const tokenHash = hashToken(token);
      const found = await queries.findSession(tokenHash);
      if (!found) throw unauthenticated();
      // An impersonation session ends when it was made to; only the user's own sessions slide.
      if (found.token.impersonator_id === null && Date.now() - found.token.last_used_at.getTime() > TOUCH_EVERY_MS) {
        const seconds = found.token.remember ? REMEMBER_SECONDS : SESSION_SECONDS;
        await queries.extendSession(found.token.id, new Date(Date.now() + seconds * 1000));
      }
      return { user: found.user, tokenId: found.token.id, tokenHash, impersonatorId: found.token.impersonator_id };
    },

    logout: (session: Session) => queries.deleteSession(session.tokenHash),

    async verifyEmail(userId: number, hash: string) {
      const link = await queries.findOneTimeToken('verify_email', hashToken(hash));
      const user = await queries.findUserById(userId);
      if (!link || !user || link.user_id !== user.id) throw invalidVerificationLink();
      if (user.email_verified_at && user.email === link.email) {
        await queries.consumeOneTimeToken(link.id);
        return { alreadyVerified: true as const, user };
      }
      if (link.email !== user.email || !(await queries.consumeOneTimeToken(link.id))) throw invalidVerificationLink();
      const verified = await queries.updateUser(user.id, { email_verified_at: new Date() });
      // The link proves the inbox, one factor: an account with two-factor sign-in on signs in with both instead.
      if (await deps.twoFactor.isEnabled(user.id)) return { alreadyVerified: false as const, user: verified, token: null };
      return { alreadyVerified: false as const, user: verified, token: await startSession(verified, false) };
    },

    /** Same answer whether or not the address has an account. */
    async resendVerification(email: string) {
      await throttle(`verify-resend:${email}`, 1, 60, (s) => `Please wait ${s} seconds before asking for another verification email.`);
      const user = await queries.findUserByEmail(email);
      if (user && !user.email_verified_at) await sendVerificationLink(user);
    },

    /** Same answer whether or not the address has an account. */
    async forgotPassword(email: string, ip: string) {
      const message = (s: number) => `Too many password reset requests. Please try again in ${s} seconds.`;
      await throttle(`forgot:ip:${ip}`, 20, HOUR, message);
      await throttle(`forgot:email:${email}`, 3, HOUR, message);
      const user = await queries.findUserByEmail(email);
      if (!user) return;
      await sendResetLink(user);
    },

    async resetPassword(input: Pick<ResetPasswordInput, 'token' | 'email' | 'password'>) {
      const link = await queries.findOneTimeToken('reset_password', hashToken(input.token));
      const invalid = new ValidationError({ token: ['This password reset link is invalid or has expired.'] });
      if (!link || link.email !== input.email) throw invalid;
      if (!(await queries.consumeOneTimeToken(link.id))) throw invalid;
      const user = await queries.findUserById(link.user_id);
      if (!user) throw invalid;
      await queries.updateUser(user.id, {
        password_hash: await hashPassword(input.password),
        // The link reached this inbox, which proves the address.
        email_verified_at: user.email_verified_at ?? new Date(),
      });
      await queries.deleteSessions(user.id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

const invalidVerificationLink = () => new AppError(400, 'invalid_link', 'The verification link is invalid or has expired.');

