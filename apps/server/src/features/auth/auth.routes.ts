import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailOnlyInput, loginInput, loginResponse, registerInput, resetPasswordInput, user, verifyEmailInput } from '@folio/schema';
import { z } from 'zod';
import { bearerToken } from '../../platform/http/bearer';
import type { AuthService } from './auth.service';

const message = z.object({ success: z.literal(true), message: z.string() });
const tags = ['Accounts'];
const secured = { tags, security: [{ bearerAuth: [] }] };

export const authRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (fastify, { auth }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/register',
    { schema: { tags, body: registerInput, response: { 201: message.extend({ requires_verification: z.literal(true), user }) } } },
    async (request, reply) => {
      const created = await auth.register(request.body, request.ip);
      return reply.status(201).send({
        success: true,
        message: 'Registration successful! Please check your email to verify your account.',
        requires_verification: true,
        user: await auth.presentUser(created),
      });
    },
  );

  app.post('/login', { schema: { tags, body: loginInput, response: { 200: loginResponse.extend({ active_website: z.number().nullable() }) } } }, async (request) => {
    const { email, password, remember } = request.body;
    const { user: signedIn, token } = await auth.login(email, password, remember, request.ip, request.headers['user-agent']);
    return {
      success: true as const,
      message: `Welcome back, ${signedIn.name}!`,
      token,
      user: await auth.presentUser(signedIn),
      requires_verification: false as const,
      is_admin: signedIn.role === 'admin',
      active_website: signedIn.active_website_id,
    };
  });

  app.get('/user', { schema: { ...secured, response: { 200: z.object({ success: z.literal(true), user }) } } }, async (request) => {
    const session = await auth.authenticate(bearerToken(request));
    return { success: true as const, user: await auth.presentUser(session.user) };
  });

  app.post('/logout', { schema: { ...secured, response: { 200: message } } }, async (request) => {
    await auth.logout(await auth.authenticate(bearerToken(request)));
    return { success: true as const, message: 'You have been logged out successfully' };
  });

  app.post('/email/verify', { schema: { tags, body: verifyEmailInput } }, async (request) => {
    const result = await auth.verifyEmail(request.body.id, request.body.hash);
    if (result.alreadyVerified) {
      return { success: true, already_verified: true, message: 'Your email address is already verified.' };
    }
    return {
      success: true,
      message: 'Your email has been verified!',
      data: { token: result.token, user: await auth.presentUser(result.user) },
      active_website: result.user.active_website_id,
      is_admin: result.user.role === 'admin',
    };
  });

  app.post('/email/resend', { schema: { tags, body: emailOnlyInput, response: { 200: message } } }, async (request) => {
    await auth.resendVerification(request.body.email);
    return { success: true as const, message: 'Verification email sent! Please check your inbox.' };
  });

  app.post('/forgot-password', { schema: { tags, body: emailOnlyInput, response: { 200: message } } }, async (request) => {
    await auth.forgotPassword(request.body.email, request.ip);
    return { success: true as const, message: 'If an account exists for that email, we have sent a password reset link.' };
  });

  app.post('/reset-password', { schema: { tags, body: resetPasswordInput, response: { 200: message } } }, async (request) => {
    await auth.resetPassword(request.body);
    return { success: true as const, message: 'Your password has been reset. Please sign in with your new password.' };
  });
};
