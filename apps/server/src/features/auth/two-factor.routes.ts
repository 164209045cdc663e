import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponse, recoveryCodesResponse, twoFactorCodeInput, twoFactorLoginInput, twoFactorSetupResponse, twoFactorStatusResponse } from '@folio/schema';
import { z } from 'zod';
import type { AuthService } from './auth.service';
import type { TwoFactorService } from './two-factor.service';

const tags = ['Accounts'];
const message = z.object({ success: z.literal(true), message: z.string() });
/** Settings that change how the account signs in: the user's own session only, never an admin impersonating them. */
const own = { auth: 'user' as const, impersonation: false as const };

/** The second step of signing in (POST /login/two-factor) and the Security section of /settings (/two-factor...). */
export const twoFactorRoutes: FastifyPluginAsync<{ auth: AuthService; twoFactor: TwoFactorService }> = async (fastify, { auth, twoFactor }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login/two-factor',
    { config: { auth: 'public' }, schema: { tags, body: twoFactorLoginInput, response: { 200: loginResponse.extend({ active_website: z.number().nullable() }) } } },
    async (request) => {
      const { user, remember } = await twoFactor.completeSignIn(request.body.challenge, request.body.code);
      const token = await auth.startSession(user, remember, request.headers['user-agent']);
      return {
        success: true as const,
        message: `Welcome back, ${user.name}!`,
        token,
        user: await auth.presentUser(user),
        requires_verification: false as const,
        is_admin: user.role === 'admin',
        active_website: user.active_website_id,
      };
    },
  );

  app.get('/two-factor', { config: own, schema: { tags, response: { 200: twoFactorStatusResponse } } }, async (request) => ({
    success: true as const,
    data: { ...(await twoFactor.status(request.user)), required: await auth.secondFactorRequired(request.user) },
  }));

  app.post('/two-factor/setup', { config: own, schema: { tags, response: { 200: twoFactorSetupResponse } } }, async (request) => ({
    success: true as const,
    data: await twoFactor.setup(request.user),
  }));

  app.post('/two-factor/confirm', { config: own, schema: { tags, body: twoFactorCodeInput, response: { 200: recoveryCodesResponse } } }, async (request) => ({
    success: true as const,
    message: 'Two-factor sign-in is on. Save your recovery codes now: they are shown only once.',
    data: { recovery_codes: await twoFactor.confirm(request.user, request.body.code) },
  }));

  app.post('/two-factor/disable', { config: own, schema: { tags, body: twoFactorCodeInput, response: { 200: message } } }, async (request) => {
    await twoFactor.disable(request.user, request.body.code);
    return { success: true as const, message: 'Two-factor sign-in is off.' };
  });

  app.post('/two-factor/recovery-codes', { config: own, schema: { tags, body: twoFactorCodeInput, response: { 200: recoveryCodesResponse } } }, async (request) => ({
    success: true as const,
    message: 'New recovery codes made. The old ones no longer work.',
    data: { recovery_codes: await twoFactor.regenerateRecoveryCodes(request.user, request.body.code) },
  }));
};
