import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../platform/errors';
import type { AuthService, Session } from './auth.service';
import type { UserRow } from './auth.tables';

/**
 * Who may call a route, declared on it as `config: { auth }`: anyone (`public`), anyone with the
 * signed-in user when a valid token comes (`optional`), a signed-in user (`user`), an admin (`admin`).
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    /** The signed-in session, or null: on public routes, and on optional ones without a valid token. */
    signedIn: Session | null;
    /** The signed-in session; reading it without one answers 401. */
    readonly session: Session;
    /** The signed-in user; reading it without a session answers 401. */
    readonly user: UserRow;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? undefined : token;
}

/**
 * The one auth check: every route under /api declares its level (the app does not start
 * otherwise), signed-in levels are documented as bearer-secured in the OpenAPI document, and
 * only routes that need a session carry the check (published pages pay nothing for it).
 * Routes registered before this call (the OpenAPI UI) are not checked.
 */
export function registerAuthHook(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('signedIn', null);
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      if (!this.signedIn) throw unauthenticated();
      return this.signedIn;
    },
  });
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return this.session.user;
    },
  });
  /** What a signed-in level checks before the route runs: public routes carry no hook at all. */
  async function check(request: FastifyRequest) {
    const level = request.routeOptions.config.auth;
    const token = bearerToken(request);
    if (level === 'optional') {
      request.signedIn = token ? await auth.authenticate(token).catch(() => null) : null;
      return;
    }
    request.signedIn = await auth.authenticate(token);
    if (level === 'admin' && request.signedIn.user.role !== 'admin') throw forbidden();
  }
  app.addHook('onRoute', (route) => {
    const level = route.config?.auth;
    if (level === undefined) {
      if (route.url.startsWith('/api/')) throw new Error(`${String(route.method)} ${route.url} declares no auth level (config.auth)`);
      return;
    }
    if (level === 'public') return;
    if (level === 'user' || level === 'admin') route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}
