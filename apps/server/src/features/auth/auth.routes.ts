import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailOnlyInput, loginInput, loginResponse, registerInput, resetPasswordInput, twoFactorRequiredResponse, user, verifyEmailInput } from '@folio/schema';
import { z } from 'zod';
import type { AuthService } from './auth.service';

const message = z.object({ success: z.literal(true), message: z.string() });
const tags = ['Accounts'];

export const authRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (fastify, { auth }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/register',
    { config: { auth: 'public' }, schema: { tags, body: registerInput, response: { 201: message.extend({ requires_verification: z.literal(true), user }) } } },
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

  const loggedIn = z.union([loginResponse.extend({ active_website: z.number().nullable() }), twoFactorRequiredResponse]);
  app.post('/login', { config: { auth: 'public' }, schema: { tags, body: loginInput, response: { 200: loggedIn } } }, async (request) => {
    const { email, password, remember } = request.body;
    const result = await auth.login(email, password, remember, request.ip, request.headers['user-agent']);
    if ('challenge' in result) {
      // The password was right; the second step (POST /login/two-factor) opens the session with a code.
      return { success: true as const, message: 'Enter the code from your authenticator app.', requires_two_factor: true as const, challenge: result.challenge };
    }
    const { user: signedIn, token } = result;
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

  app.get('/user', { config: { auth: 'user' }, schema: { tags, response: { 200: z.object({ success: z.literal(true), user }) } } }, async (request) => {
    return { success: true as const, user: await auth.presentUser(request.user) };
  });

  app.post('/logout', { config: { auth: 'user' }, schema: { tags, response: { 200: message } } }, async (request) => {
    await auth.logout(request.session);
    return { success: true as const, message: 'You have been logged out successfully' };
  });

  const verified = z.union([
    z.object({ success: z.literal(true), already_verified: z.literal(true), message: z.string() }),
    // Two-factor sign-in is on: the address is verified, and signing in takes both steps.
    z.object({ success: z.literal(true), requires_sign_in: z.literal(true), message: z.string() }),
    message.extend({ data: z.object({ token: z.string(), user }), active_website: z.number().nullable(), is_admin: z.boolean() }),
  ]);
  app.post('/email/verify', { config: { auth: 'public' }, schema: { tags, body: verifyEmailInput, response: { 200: verified } } }, async (request) => {
    const result = await auth.verifyEmail(request.body.id, request.body.hash);
    if (result.alreadyVerified) {
      return { success: true as const, already_verified: true as const, message: 'Your email address is already verified.' };
    }
    if (result.token === null) {
      return { success: true as const, requires_sign_in: true as const, message: 'Your email has been verified! Please sign in to continue.' };
    }
    return {
      success: true as const,
      message: 'Your email has been verified!',
      data: { token: result.token, user: await auth.presentUser(result.user) },
      active_website: result.user.active_website_id,
      is_admin: result.user.role === 'admin',
    };
  });

  app.post('/email/resend', { config: { auth: 'public' }, schema: { tags, body: emailOnlyInput, response: { 200: message } } }, async (request) => {
    await auth.resendVerification(request.body.email);
    return { success: true as const, message: 'Verification email sent! Please check your inbox.' };
  });

  app.post('/forgot-password', { config: { auth: 'public' }, schema: { tags, body: emailOnlyInput, response: { 200: message } } }, async (request) => {
    await auth.forgotPassword(request.body.email, request.ip);
    return { success: true as const, message: 'If an account exists for that email, we have sent a password reset link.' };
  });

  app.post('/reset-password', { config: { auth: 'public' }, schema: { tags, body: resetPasswordInput, response: { 200: message } } }, async (request) => {
    await auth.resetPassword(request.body);
    return { success: true as const, message: 'Your password has been reset. Please sign in with your new password.' };
  });
};
