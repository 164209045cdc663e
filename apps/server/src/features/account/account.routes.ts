import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordInput, deleteAccountInput, updateProfileInput, updateSettingsInput, user } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from '../auth/auth.service';
import type { AccountService } from './account.service';

const schema = { tags: ['Accounts'], security: [{ bearerAuth: [] }] };
const message = z.object({ success: z.literal(true), message: z.string() });
const withUser = z.object({ success: z.literal(true), user });

export const accountRoutes: FastifyPluginAsync<{ auth: AuthService; account: AccountService }> = async (fastify, { auth, account }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const session = (request: Parameters<typeof bearerToken>[0]) => auth.authenticate(bearerToken(request));

  app.put(
    '/profile',
    { schema: { ...schema, body: updateProfileInput, response: { 200: withUser.extend({ message: z.string(), verification_sent: z.boolean() }) } } },
    async (request) => {
      const { user: updated, verificationSent } = await account.updateProfile(await session(request), request.body);
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

  app.put('/profile/password', { schema: { ...schema, body: changePasswordInput, response: { 200: message } } }, async (request) => {
    await account.changePassword(await session(request), request.body.current_password, request.body.password);
    return { success: true as const, message: 'Password updated successfully.' };
  });

  app.put('/settings', { schema: { ...schema, body: updateSettingsInput, response: { 200: withUser } } }, async (request) => {
    const updated = await account.updateTheme(await session(request), request.body.theme);
    return { success: true as const, user: await auth.presentUser(updated) };
  });

  app.delete('/account', { schema: { ...schema, body: deleteAccountInput, response: { 200: message } } }, async (request) => {
    await account.deleteAccount(await session(request), request.body.password);
    return { success: true as const, message: 'Your account has been deleted.' };
  });
};
