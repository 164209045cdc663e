import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/client';
import type { AuthQueries } from './auth.queries';
import type { UserRow } from './auth.tables';
import type { AuthService } from './auth.service';
import { NO_PASSWORD } from '../../platform/secrets';
import { createSocialAuthQueries } from './social-auth.queries';

export type ProviderName = 'google' | 'linkedin';
export const providerLabels: Record<ProviderName, string> = { google: 'Google', linkedin: 'LinkedIn' };

export class SocialSignInError extends Error {}

/** Sign-in with OpenID Connect providers: authorization code flow with PKCE, state and nonce. */
export function createSocialAuthService(deps: { db: Database; config: Config; queries: AuthQueries; auth: AuthService }) {
  const { db, config, queries, auth } = deps;
  const accounts = createSocialAuthQueries(db);
  const discovered = new Map<ProviderName, Promise<oidc.Configuration>>();

  function provider(name: string) {
    return config.social.find((candidate) => candidate.name === name);
  }

  function configuration(name: ProviderName): Promise<oidc.Configuration> {
    let found = discovered.get(name);
    if (!found) {
      const settings = provider(name)!;
      const issuer = new URL(settings.issuer);
      // Plain HTTP only for a provider on this machine (the local test provider).
      const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);
      found = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined);
      found.catch(() => discovered.delete(name));
      discovered.set(name, found);
    }
    return found;
  }

  const redirectUri = (name: ProviderName) => `${config.appUrl}/auth/${name}/callback`;

  return {
    isConfigured: (name: string): name is ProviderName => provider(name) !== undefined,
    configured: () => config.social.map((candidate) => candidate.name),

    async start(name: ProviderName) {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(await configuration(name), {
        redirect_uri: redirectUri(name),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, verifier, state, nonce };
    },

    /** Exchanges the code, then finds the user by provider identity, then by verified e-mail, else creates one. */
    async finish(name: ProviderName, callbackUrl: URL, checks: { verifier: string; state: string; nonce: string }) {
      const settings = await configuration(name);
      const tokens = await oidc.authorizationCodeGrant(settings, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new SocialSignInError('Incomplete user information received. Please try signing in again.');
      // Some providers put e-mail and name only in userinfo, not in the ID token.
      const claims = idClaims.email ? idClaims : { ...(await oidc.fetchUserInfo(settings, tokens.access_token, idClaims.sub)), sub: idClaims.sub };
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      if (!email || claims.email_verified === false) {
        throw new SocialSignInError(`Your ${providerLabels[name]} account has no verified email address. Please sign up with your email instead.`);
      }
      const nameClaim = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : email.split('@')[0]!;
      const avatar = typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : null;

      const linkedId = await accounts.findLinkedUserId(name, claims.sub);
      let user: UserRow | undefined = linkedId === undefined ? undefined : await queries.findUserById(linkedId);
      let created = false;
      if (!user) {
        user = await queries.findUserByEmail(email);
        if (!user) {
          user = await queries.insertUser({ name: nameClaim, email, password_hash: NO_PASSWORD, email_verified_at: new Date() });
          created = true;
        } else if (!user.email_verified_at) {
          // The provider vouches for the address, which is what verification would have proved.
          user = await queries.updateUser(user.id, { email_verified_at: new Date() });
        }
        await accounts.link({ provider: name, subject: claims.sub, user_id: user.id, email, avatar });
      }
      const token = await auth.startSession(user, true);
      return { user, token, avatar, created };
    },
  };
}
export type SocialAuthService = ReturnType<typeof createSocialAuthService>;
