import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPasskeyInput,
  id,
  loginResponse,
  passkeyAuthenticationOptionsResponse,
  passkeyLoginInput,
  passkeyRegistrationOptionsResponse,
  passkeyResponse,
  passkeysResponse,
  renamePasskeyInput,
} from '@folio/schema';
import { z } from 'zod';
import type { AuthService } from './auth.service';
import type { PasskeyService } from './passkeys.service';

const tags = ['Accounts'];
/** Adding or removing a passkey changes how the account signs in: the user's own session only, never an admin impersonating them. */
const own = { auth: 'user' as const, impersonation: false as const };

/** Passkeys on /settings (/passkeys...) and the passkey sign-in on /login (/login/passkey...). */
export const passkeyRoutes: FastifyPluginAsync<{ auth: AuthService; passkeys: PasskeyService }> = async (fastify, { auth, passkeys }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/passkeys',
    { config: { auth: 'user' }, schema: { tags, summary: 'Your passkeys: names, when each was added and last used', response: { 200: passkeysResponse } } },
    async (request) => ({ success: true as const, data: await passkeys.list(request.user) }),
  );

  app.post(
    '/passkeys/options',
    {
      config: own,
      schema: {
        tags,
        summary: 'Options for the browser to create a passkey (navigator.credentials.create)',
        description: 'A discoverable credential with user verification. The challenge is good for 5 minutes and one answer.',
        response: { 200: passkeyRegistrationOptionsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await passkeys.registrationOptions(request.user) }),
  );

  app.post(
    '/passkeys',
    {
      config: own,
      schema: {
        tags,
        summary: "Add a passkey: the browser's answer to the options",
        description: 'The passkey gets a default name (the password manager or authenticator, else the browser and system); rename it with PATCH. The owner is e-mailed.',
        body: addPasskeyInput,
        response: { 201: passkeyResponse },
      },
    },
    async (request, reply) => {
      const created = await passkeys.add(request.user, request.body.credential, request.headers['user-agent']);
      return reply.status(201).send({ success: true as const, message: 'Passkey added.', data: created });
    },
  );

  app.patch(
    '/passkeys/:id',
    { config: { auth: 'user' }, schema: { tags, summary: 'Rename a passkey', params: z.object({ id }), body: renamePasskeyInput, response: { 200: passkeyResponse } } },
    async (request) => ({ success: true as const, message: 'Passkey renamed.', data: await passkeys.rename(request.user, request.params.id, request.body.name) }),
  );

  app.delete(
    '/passkeys/:id',
    {
      config: own,
      schema: { tags, summary: 'Remove a passkey: it no longer signs in. The owner is e-mailed.', params: z.object({ id }), response: { 200: z.object({ success: z.literal(true), message: z.string() }) } },
    },
    async (request) => {
      await passkeys.remove(request.user, request.params.id);
      return { success: true as const, message: 'Passkey removed.' };
    },
  );

  app.post(
    '/login/passkey/options',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Options for the browser to sign in with a passkey (navigator.credentials.get)',
        description: 'No account is named: the passkey the person picks names it (discoverable credentials). The challenge is good for 5 minutes and one answer.',
        response: { 200: passkeyAuthenticationOptionsResponse },
      },
    },
    async (request) => ({ success: true as const, data: await passkeys.signInOptions(request.ip) }),
  );

  app.post(
    '/login/passkey',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with a passkey',
        description: 'A passkey counts as both factors: an account with two-factor sign-in on gets its session without a code. An unverified or deactivated account is refused as on POST /login.',
        body: passkeyLoginInput,
        response: { 200: loginResponse.extend({ active_website: z.number().nullable() }) },
      },
    },
    async (request) => {
      const { user, token } = await passkeys.signIn(request.body.credential, request.body.remember, request.ip, request.headers['user-agent']);
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
};
