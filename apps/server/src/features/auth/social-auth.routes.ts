import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { createSealer } from '../../platform/sealed';
import { safeReturnPath } from '../../platform/http/return-path';
import { providerLabels, SocialSignInError, type SocialAuthService } from './social-auth.service';

const COOKIE = 'folio_oauth';
const flow = z.object({
  provider: z.enum(['google', 'linkedin']),
  verifier: z.string(),
  state: z.string(),
  nonce: z.string(),
  action: z.enum(['login', 'register']),
  return_url: z.string(),
});

/**
 * Browser navigation, not JSON: /auth/{provider} leaves for the provider and its callback comes
 * back to /oauth/success with token and user in the query, as the spec's result screen reads them.
 */
export function registerSocialAuthRoutes(app: FastifyInstance, deps: { social: SocialAuthService; config: Config; secret: string }) {
  const { social, config } = deps;
  const sealer = createSealer(deps.secret, 'oauth-flow');
  const resultUrl = (params: Record<string, string>) => `/oauth/success?${new URLSearchParams(params).toString()}`;

  for (const name of ['google', 'linkedin'] as const) {
    app.get<{ Querystring: { action?: string; return_url?: string } }>(`/auth/${name}`, { schema: { hide: true } }, async (request, reply) => {
      const action = request.query.action === 'register' ? 'register' : 'login';
      const returnUrl = safeReturnPath(request.query.return_url ?? '/dashboard');
      try {
        if (!social.isConfigured(name)) throw new Error('not configured');
        const started = await social.start(name);
        void reply.setCookie(COOKIE, sealer.seal({ provider: name, ...started, url: undefined, action, return_url: returnUrl }, 600), {
          path: '/auth/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.appUrl.startsWith('https:'),
          maxAge: 600,
        });
        return reply.redirect(started.url.toString());
      } catch (error) {
        request.log.warn({ err: error, provider: name }, 'social sign-in could not start');
        return reply.redirect(resultUrl({ error: 'initiation_failed', message: `Failed to initiate ${providerLabels[name]} authentication. Please try again.`, provider: name }));
      }
    });

    app.get(`/auth/${name}/callback`, { schema: { hide: true } }, async (request, reply) => {
      const started = sealer.open(request.cookies[COOKIE], flow);
      void reply.clearCookie(COOKIE, { path: '/auth/' });
      const query = new URL(request.url, config.appUrl).searchParams;
      if (!started || started.provider !== name) {
        return reply.redirect(resultUrl({ error: 'invalid_state', message: 'Authentication failed. Please try again.', provider: name }));
      }
      if (query.has('error')) {
        return reply.redirect(resultUrl({ error: query.get('error')!, message: 'Authentication failed. Please try again.', provider: name }));
      }
      try {
        const { user, token, avatar } = await social.finish(name, new URL(request.url, config.appUrl), started);
        const encoded = Buffer.from(JSON.stringify({ id: user.id, email: user.email, name: user.name, avatar })).toString('base64url');
        return reply.redirect(resultUrl({ token, user: encoded, provider: name, return_url: started.return_url }));
      } catch (error) {
        request.log.warn({ err: error, provider: name }, 'social sign-in failed');
        const message = error instanceof SocialSignInError ? error.message : 'An unexpected error occurred during authentication.';
        return reply.redirect(resultUrl({ error: 'authentication_failed', message, provider: name }));
      }
    });
  }
}
