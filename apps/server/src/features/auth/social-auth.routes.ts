import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { socialRedeemInput, socialRedeemResponse, socialTwoFactorResponse, type SocialErrorCode } from '@folio/schema';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import { createSealer } from '../../platform/sealed';
import { safeReturnPath } from '../../platform/http/return-path';
import { generateToken } from '../../platform/secrets';
import type { AuthService } from './auth.service';
import { SocialSignInError, type ProviderName, type SocialAuthService } from './social-auth.service';

const COOKIE = 'folio_oauth';
/**
 * The browser's nonce for the hand-over: set when this browser starts a sign-in, read when it
 * redeems the code. HttpOnly and SameSite=Lax: no script reads it, no other site's post carries it.
 */
const BROWSER_COOKIE = 'folio_oauth_browser';
const BROWSER_COOKIE_PATH = '/api/auth/social';
const FLOW_SECONDS = 600;
const flow = z.object({
  provider: z.enum(['google', 'linkedin']),
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  browser: z.string(),
  action: z.enum(['login', 'register']),
  return_url: z.string(),
});

/**
 * Browser navigation, not JSON: /auth/{provider} leaves for the provider; its callback comes back
 * to /oauth/success with a one-time code (never a token), or with an error code the result screen
 * turns into its own message.
 */
export function registerSocialAuthRoutes(app: FastifyInstance, deps: { social: SocialAuthService; config: Config; secret: string }) {
  const { social, config } = deps;
  const sealer = createSealer(deps.secret, 'oauth-flow');
  const secure = config.appUrl.startsWith('https:');
  const resultUrl = (params: { code: string; provider: ProviderName } | { error: SocialErrorCode; provider: ProviderName }) =>
    `/oauth/success?${new URLSearchParams(params).toString()}`;

  for (const name of ['google', 'linkedin'] as const) {
    app.get<{ Querystring: { action?: string; return_url?: string } }>(`/auth/${name}`, { schema: { hide: true } }, async (request, reply) => {
      const action = request.query.action === 'register' ? 'register' : 'login';
      const returnUrl = safeReturnPath(request.query.return_url ?? '/dashboard');
      try {
        if (!social.isConfigured(name)) throw new Error('not configured');
        const started = await social.start(name);
        const browser = generateToken();
        void reply.setCookie(COOKIE, await sealer.seal({ provider: name, ...started, url: undefined, browser, action, return_url: returnUrl }, FLOW_SECONDS), {
          path: '/auth/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: FLOW_SECONDS,
        });
        void reply.setCookie(BROWSER_COOKIE, browser, { path: BROWSER_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: FLOW_SECONDS });
        return reply.redirect(started.url.toString());
      } catch (error) {
        request.log.warn({ err: error, provider: name }, 'social sign-in could not start');
        return reply.redirect(resultUrl({ error: 'initiation_failed', provider: name }));
      }
    });

    app.get(`/auth/${name}/callback`, { schema: { hide: true } }, async (request, reply) => {
      const started = await sealer.open(request.cookies[COOKIE], flow);
      void reply.clearCookie(COOKIE, { path: '/auth/' });
      const query = new URL(request.url, config.appUrl).searchParams;
      if (!started || started.provider !== name) return reply.redirect(resultUrl({ error: 'invalid_state', provider: name }));
      if (query.has('error')) return reply.redirect(resultUrl({ error: 'denied', provider: name }));
      try {
        const signedIn = await social.finish(name, new URL(request.url, config.appUrl), started);
        const code = await social.handOver(signedIn, { provider: name, returnUrl: started.return_url, browserNonce: started.browser });
        return reply.redirect(resultUrl({ code, provider: name }));
      } catch (error) {
        request.log.warn({ err: error, provider: name }, 'social sign-in failed');
        return reply.redirect(resultUrl({ error: error instanceof SocialSignInError ? error.code : 'authentication_failed', provider: name }));
      }
    });
  }
}

const invalidCode = () => new AppError(400, 'invalid_code', 'Invalid authentication data received. Please try signing in again.');

/** The result screen redeems its code here, once, with the cookie of the browser that started the flow. */
export const socialAuthApiRoutes: FastifyPluginAsync<{ auth: AuthService; social: SocialAuthService }> = async (fastify, { auth, social }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/auth/social/redeem',
    { config: { auth: 'public' }, schema: { tags: ['Accounts'], body: socialRedeemInput, response: { 200: z.union([socialRedeemResponse, socialTwoFactorResponse]) } } },
    async (request, reply) => {
      const redeemed = await social.redeem(request.body.code, request.cookies[BROWSER_COOKIE], request.headers['user-agent']);
      void reply.clearCookie(BROWSER_COOKIE, { path: BROWSER_COOKIE_PATH });
      if (!redeemed) throw invalidCode();
      const { user, avatar, provider, returnUrl } = redeemed;
      if ('challenge' in redeemed) {
        return { success: true as const, message: 'Enter the code from your authenticator app.', requires_two_factor: true as const, challenge: redeemed.challenge, provider, return_url: returnUrl };
      }
      return {
        success: true as const,
        token: redeemed.token,
        user: await auth.presentUser(user),
        social_user: { id: user.id, email: user.email, name: user.name, avatar },
        provider,
        return_url: returnUrl,
      };
    },
  );
};
