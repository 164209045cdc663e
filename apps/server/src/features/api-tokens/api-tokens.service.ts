import { API_TOKEN_PREFIX, apiTokenHint, getPlan, planIncludes, apiTokenNameMessages, MAX_API_TOKENS, type ApiToken, type ApiTokenScope, type CreateApiTokenInput } from '@folio/schema';
import { isUniqueViolation } from '../../platform/db/client';
import { AppError, notFound, unauthenticated, ValidationError } from '../../platform/errors';
import { enforceLimit, type RateLimiter } from '../../platform/rate-limit';
import { generateToken, hashToken } from '../../platform/secrets';
import { subscriptionRequired } from '../../platform/upgrade';
import type { UserRow } from '../auth/auth.tables';
import type { ApiTokenQueries } from './api-tokens.queries';

/** Requests one token may make: 60 a minute, counted across every instance by the shared limiter. */
export const apiTokenLimits = { perWindow: 60, windowSeconds: 60 };
/** Last use is written at most this often per token, so a busy script does not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface ApiTokenDeps {
  queries: ApiTokenQueries;
  limiter: RateLimiter;
  appUrl: string;
}

type Listed = Awaited<ReturnType<ApiTokenQueries['list']>>[number];

const present = (row: Listed): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: apiTokenHint(row.last_four),
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

/**
 * Personal access tokens: made, listed and revoked by their owner with a signed-in session, and
 * checked on every request that carries one (no cache: a revoked token is refused by the next
 * request on any instance, and a plan change counts at once).
 */
export function createApiTokenService({ queries, limiter, appUrl }: ApiTokenDeps) {
  /** The plans whose row in the plans table lists API access (premium); admins as with templates and the blog. */
  const allowed = (user: UserRow) => user.role === 'admin' || planIncludes(getPlan(user.current_plan), 'api_access');
  const required = (user: UserRow) => subscriptionRequired(user, 'api_access', 'premium', appUrl);

  return {
    /** Listed on every plan, so an owner whose plan dropped below premium still sees (and can revoke) the tokens kept for them. */
    list: async (user: UserRow) => (await queries.list(user.id)).map(present),

    async create(user: UserRow, input: CreateApiTokenInput): Promise<{ token: string; data: ApiToken }> {
      if (!allowed(user)) throw required(user);
      if ((await queries.countOf(user.id)) >= MAX_API_TOKENS) throw new ValidationError({ name: [apiTokenNameMessages.tooMany] });
      const token = `${API_TOKEN_PREFIX}${generateToken()}`;
      try {
        const row = await queries.insert({ user_id: user.id, name: input.name, scope: input.scope, token_hash: hashToken(token), last_four: token.slice(-4) });
        return { token, data: present(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError({ name: [apiTokenNameMessages.taken] });
        throw error;
      }
    },

    async revoke(user: UserRow, id: number) {
      // Another account's token is answered exactly like one that does not exist.
      if (!(await queries.deleteOwn(user.id, id))) throw notFound('Token not found.');
    },

    /**
     * The owner behind a token on a route that accepts tokens with `access`: 401 when it is unknown
     * (never made, or revoked), 429 past its rate, 403 when the owner's plan no longer includes
     * tokens (they are kept) or when a read-only token asks to write.
     */
    async authenticate(token: string, access: ApiTokenScope): Promise<{ id: number; user: UserRow }> {
      const found = await queries.findByHash(hashToken(token));
      if (!found) throw unauthenticated();
      const { token: row, user } = found;
      await enforceLimit(limiter, `api-token:${row.id}`, apiTokenLimits.perWindow, apiTokenLimits.windowSeconds, (seconds) => `Too many requests with this token. Please try again in ${seconds} seconds.`);
      if (!allowed(user)) throw required(user);
      if (access === 'write' && row.scope === 'read') {
        throw new AppError(403, 'token_scope', 'This token can only read. Create a token with Read and write access to make changes.', { token_scope: 'read', required_scope: 'write' });
      }
      if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > TOUCH_EVERY_MS) await queries.touch(row.id);
      return { id: row.id, user };
    },
  };
}
export type ApiTokenService = ReturnType<typeof createApiTokenService>;
