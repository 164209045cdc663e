import type { UpdateProfileInput } from '@folio/schema';
import { ValidationError } from '../../platform/errors';
import type { AuthQueries } from './auth.queries';
import { isUniqueViolation } from '../../platform/db/client';
import type { AuthService, Session } from './auth.service';
import { hashPassword, NO_PASSWORD, verifyPassword } from '../../platform/secrets';

/** What a signed-in user changes about their own account: profile, password, theme, deletion. */
export function createAccountService({ queries, auth }: { queries: AuthQueries; auth: AuthService }) {
  async function checkPassword(session: Session, password: string, field: string, message: string) {
    if (!(await verifyPassword(session.user.password_hash, password))) throw new ValidationError({ [field]: [message] });
  }

  return {
    async updateProfile(session: Session, input: Required<Pick<UpdateProfileInput, 'name' | 'email'>> & { company?: string | null }) {
      const emailChanged = input.email !== session.user.email;
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

    /**
     * Deletes the user; their websites, sessions and subscriptions go with them (ON DELETE CASCADE).
     * An account without a password (social sign-in) confirms by typing its e-mail address.
     */
    async deleteAccount(session: Session, password: string) {
      if (session.user.password_hash === NO_PASSWORD) {
        if (password.trim().toLowerCase() !== session.user.email) throw new ValidationError({ password: ['Type your email address to confirm.'] });
      } else {
        await checkPassword(session, password, 'password', 'The password is incorrect.');
      }
      await queries.deleteUser(session.user.id);
    },

  };
}
export type AccountService = ReturnType<typeof createAccountService>;
