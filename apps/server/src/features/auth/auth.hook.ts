import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@folio/schema';
import { AppError, forbidden, unauthenticated } from '../../platform/errors';
import type { AuthService, Session } from './auth.service';
import type { UserRow } from './auth.tables';

/**
 * Who may call a route, declared on it as `config: { auth }`: anyone (`public`), anyone with the
 * signed-in user when a valid token comes (`optional`), a signed-in user (`user`), an admin (`admin`).
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

/**
 * Whether a `user` route also takes a personal access token (`config: { auth: 'user', token }`),
 * and which kind: `read` takes every token, `write` only read-and-write ones. A route without it
 * never accepts one.
 */
export type TokenAccess = ApiTokenScope;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    token?: TokenAccess;
    /** false: an admin's impersonation session is refused here (403), e.g. where what it makes would outlive it. */
    impersonation?: false;
  }
  interface FastifyRequest {
    /** The signed-in session, or null: on public routes, on optional ones without a valid token, and for an access token. */
    signedIn: Session | null;
    /** The access token the request came with, on a route that accepts one; else null. */
    accessToken: { id: number; user: UserRow } | null;
    /** The signed-in session; reading it without one (an access token is none) answers 401. */
    readonly session: Session;
    /** The user acting: the signed-in one, or the owner of the access token; reading it without either answers 401. */
    readonly user: UserRow;
  }
}

/** What the hook needs of personal access tokens: the api-tokens feature, passed in by app.ts. */
export interface AccessTokens {
  authenticate(token: string, access: TokenAccess): Promise<{ id: number; user: UserRow }>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token === '' ? undefined : token;
}

const tokenNotAccepted = () =>
  new AppError(403, 'token_not_accepted', 'This route does not accept access tokens. Sign in to Folio to do this.');

/** What the OpenAPI document says on every route that takes an access token. */
export const tokenDescription = (access: TokenAccess) =>
  `Also accepts an access token (Authorization: Bearer ${API_TOKEN_PREFIX}...), premium only, limited to the owner's own websites${
    access === 'write' ? '; the token needs Read and write access (a read-only one gets 403 token_scope)' : '; read-only tokens are enough'
  }. Tokens are made on /settings.`;

/**
 * The one auth check: every route under /api declares its level (the app does not start
 * otherwise), signed-in levels are documented as bearer-secured in the OpenAPI document, and
 * only routes that need a session carry the check (published pages pay nothing for it).
 * Routes registered before this call (the OpenAPI UI) are not checked.
 */
export function registerAuthHook(app: FastifyInstance, auth: AuthService, tokens?: AccessTokens) {
  app.decorateRequest('signedIn', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      if (!this.signedIn) throw unauthenticated();
      return this.signedIn;
    },
  });
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return this.accessToken?.user ?? this.session.user;
    },
  });
  /** What a signed-in level checks before the route runs: public routes carry no hook at all. */
  async function check(request: FastifyRequest, reply: FastifyReply) {
    const { auth: level, token: access } = request.routeOptions.config;
    const token = bearerToken(request);
    if (token?.startsWith(API_TOKEN_PREFIX)) {
      // An access token is never a session: signed out where that is allowed, refused unlooked-at where the route does not take tokens.
      if (level === 'optional') return;
      if (!access || !tokens) throw tokenNotAccepted();
      request.accessToken = await tokens.authenticate(token, access);
      return;
    }
    if (level === 'optional') {
      request.signedIn = token ? await auth.authenticate(token).catch(() => null) : null;
      return;
    }
    const session = await auth.authenticate(token);
    request.signedIn = session;
    if (session.impersonatorId !== null) {
      // Both identities on every log line of the request: the user acted as, and the admin behind it.
      request.log = request.log.child({ userId: session.user.id, impersonatorId: session.impersonatorId });
      reply.log = request.log;
    }
    // An impersonation session is the user's, never an admin's, even when an admin made it.
    if (level === 'admin' && (session.user.role !== 'admin' || session.impersonatorId !== null)) throw forbidden();
    if (level === 'admin' && (await auth.adminLacksSecondFactor(session.user))) {
      throw new AppError(403, 'two_factor_required', 'Turn on two-factor sign-in in your settings to use the admin area.');
    }
    if (session.impersonatorId !== null && request.routeOptions.config.impersonation === false) {
      throw new AppError(403, 'impersonation_forbidden', 'This is not available while impersonating a user.');
    }
  }
  app.addHook('onRoute', (route) => {
    const level = route.config?.auth;
    const access = route.config?.token;
    if (level === undefined) {
      if (route.url.startsWith('/api/')) throw new Error(`${String(route.method)} ${route.url} declares no auth level (config.auth)`);
      return;
    }
    if (access !== undefined && level !== 'user') throw new Error(`${String(route.method)} ${route.url}: only user routes may take access tokens (config.token), not ${level} ones`);
    if (level === 'public') return;
    if (level === 'user' || level === 'admin') {
      route.schema = {
        ...route.schema,
        security: access ? [{ bearerAuth: [] }, { accessToken: [] }] : [{ bearerAuth: [] }],
        ...(access ? { description: [route.schema?.description, tokenDescription(access)].filter(Boolean).join('\n\n') } : {}),
      };
    }
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}
