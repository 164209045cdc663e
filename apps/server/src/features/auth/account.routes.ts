import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordInput, deleteAccountInput, updateProfileInput, updateSettingsInput, user } from '@folio/schema';
import { z } from 'zod';
import type { AuthService } from './auth.service';
import type { AccountService } from './account.service';

const schema = { tags: ['Accounts'] };
const message = z.object({ success: z.literal(true), message: z.string() });
const withUser = z.object({ success: z.literal(true), user });

export const accountRoutes: FastifyPluginAsync<{ auth: AuthService; account: AccountService }> = async (fastify, { auth, account }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/profile',
    { config: { auth: 'user' }, schema: { ...schema, body: updateProfileInput, response: { 200: withUser.extend({ message: z.string(), verification_sent: z.boolean() }) } } },
    async (request) => {
      const { user: updated, verificationSent } = await account.updateProfile(request.session, request.body);
      return {
        success: true as const,
        message: verificationSent
          ? 'Profile updated. Please check your inbox to verify your new email address.'
          : 'Profile updated successfully.',
        user: await auth.presentUser(updated),
        verification_sent: verificationSent,
      };
    },
  );

  app.put('/profile/password', { config: { auth: 'user' }, schema: { ...schema, body: changePasswordInput, response: { 200: message } } }, async (request) => {
    await account.changePassword(request.session, request.body.current_password, request.body.password);
    return { success: true as const, message: 'Password updated successfully.' };
  });

  app.put('/settings', { config: { auth: 'user' }, schema: { ...schema, body: updateSettingsInput, response: { 200: withUser } } }, async (request) => {
    const updated = await account.updateTheme(request.session, request.body.theme);
    return { success: true as const, user: await auth.presentUser(updated) };
  });

  app.delete('/account', { config: { auth: 'user' }, schema: { ...schema, body: deleteAccountInput, response: { 200: message } } }, async (request) => {
    await account.deleteAccount(request.session, request.body.password);
    return { success: true as const, message: 'Your account has been deleted.' };
  });
};
