import type { UpdateProfileInput } from '@folio/schema';
import { ValidationError } from '../../platform/errors';
import type { AuthQueries } from './auth.queries';
import { isUniqueViolation } from '../../platform/db/client';
import type { AuthService, Session } from './auth.service';
import { hashPassword, NO_PASSWORD } from '../../platform/secrets';

/**
 * An account made through social sign-in has no password until its owner sets one by the e-mailed
 * reset link. Until then it cannot change its e-mail or password, or be deleted: a session token
 * alone (a shared computer, a stolen token) must never be enough to take the account or destroy it.
 */
export const noPasswordYet = 'Your account has no password yet. Set one first: we will email you a link.';

/** What a signed-in user changes about their own account: profile, password, theme, deletion. */
export function createAccountService({ queries, auth, removeAccount }: { queries: AuthQueries; auth: AuthService; removeAccount: (user: Session['user']) => Promise<unknown> }) {
  /** The current password, under the account's login limiter (429 past it). */
  async function checkPassword(session: Session, password: string | undefined, field: string, message: string) {
    if (session.user.password_hash === NO_PASSWORD) throw new ValidationError({ [field]: [noPasswordYet] });
    if (!password) throw new ValidationError({ [field]: ['The current password field is required.'] });
    if (!(await auth.checkCurrentPassword(session.user, password))) throw new ValidationError({ [field]: [message] });
  }

  return {
    async updateProfile(
      session: Session,
      input: Required<Pick<UpdateProfileInput, 'name' | 'email'>> & { company?: string | null; current_password?: string },
    ) {
      const emailChanged = input.email !== session.user.email;
      // The e-mail is where password resets go: changing it asks for the password.
      if (emailChanged) await checkPassword(session, input.current_password, 'current_password', 'The current password is incorrect.');
      if (emailChanged && (await queries.findUserByEmail(input.email))) {
        throw new ValidationError({ email: ['The email has already been taken.'] });
      }
      try {
        const user = await queries.updateUser(session.user.id, {
          name: input.name,
          company: input.company || null,
          email: input.email,
          // A new address is unverified until its own link is followed.
          ...(emailChanged ? { email_verified_at: null } : {}),
        });
        if (emailChanged) await auth.sendVerificationLink(user);
        return { user, verificationSent: emailChanged };
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError({ email: ['The email has already been taken.'] });
        throw error;
      }
    },

    async changePassword(session: Session, currentPassword: string, password: string) {
      await checkPassword(session, currentPassword, 'current_password', 'The current password is incorrect.');
      await queries.updateUser(session.user.id, { password_hash: await hashPassword(password) });
      await queries.deleteSessions(session.user.id, session.tokenId);
    },

    updateTheme: (session: Session, theme: 'light' | 'dark' | 'system') => queries.updateUser(session.user.id, { theme }),

    /** Deletes the user and everything theirs (the account data feature: subscription, files, subdomains, a last e-mail). */
    async deleteAccount(session: Session, password: string) {
      await checkPassword(session, password, 'password', 'The password is incorrect.');
      await removeAccount(session.user);
    },

  };
}
export type AccountService = ReturnType<typeof createAccountService>;
