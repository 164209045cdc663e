import type { SocialErrorCode } from '@folio/schema';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/client';
import type { AuthQueries } from './auth.queries';
import type { UserRow } from './auth.tables';
import { accountDeactivated, type AuthService, type SecondStep } from './auth.service';
import { generateToken, hashToken, NO_PASSWORD } from '../../platform/secrets';
import { createSocialAuthQueries } from './social-auth.queries';

export type ProviderName = 'google' | 'linkedin';

/**
 * Why a social sign-in failed, as a code (@folio/schema's socialErrorCodes): the result screen shows
 * the message its own table gives for the code, never text from the address bar.
 */

export class SocialSignInError extends Error {
  constructor(readonly code: SocialErrorCode) {
    super(code);
  }
}

/** How long the app has to redeem a hand-over code (it does so at once). */
const CODE_SECONDS = 120;

/** Sign-in with OpenID Connect providers: authorization code flow with PKCE, state and nonce. */
/** A redeemed hand-over: the account, and a session token or (two-factor sign-in on) the second step's challenge. */
export interface RedeemedBase {
  user: UserRow;
  avatar: string | null;
  provider: ProviderName;
  returnUrl: string;
}

export function createSocialAuthService(deps: { db: Database; config: Config; queries: AuthQueries; auth: AuthService; secondStep: SecondStep }) {
  const { secondStep } = deps;
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
      if (!idClaims) throw new SocialSignInError('incomplete');
      // Some providers put e-mail and name only in userinfo, not in the ID token.
      const claims = idClaims.email ? idClaims : { ...(await oidc.fetchUserInfo(settings, tokens.access_token, idClaims.sub)), sub: idClaims.sub };
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      if (!email || claims.email_verified === false) {
        throw new SocialSignInError('no_verified_email');
      }
      const nameClaim = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : email.split('@')[0]!;
      const avatar = typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : null;

      const linkedId = await accounts.findLinkedUserId(name, claims.sub);
      let user: UserRow | undefined = linkedId === undefined ? undefined : await queries.findUserById(linkedId);
      let created = false;
      if (!user) {
        user = await queries.findUserByEmail(email);
        if (!user) {
          // The beta gate holds for social sign-ups as for the form (auth.service.ts register).
          user = await queries.insertUser({ name: nameClaim, email, password_hash: NO_PASSWORD, email_verified_at: new Date(), is_active: await auth.admitsNewAccount(email) });
          created = true;
        } else if (!user.email_verified_at) {
          // The provider vouches for the address, which is what verification would have proved.
          user = await queries.updateUser(user.id, { email_verified_at: new Date() });
        }
        await accounts.link({ provider: name, subject: claims.sub, user_id: user.id, email, avatar });
      }
      return { user, avatar, created };
    },

    /**
     * Hands a finished sign-in over to the browser that started it: a one-time code, short-lived and
     * stored hashed, bound to that browser's nonce (kept in its cookie since the start). No session
     * exists until the code is redeemed.
     */
    async handOver(signedIn: { user: UserRow; avatar: string | null }, flow: { provider: ProviderName; returnUrl: string; browserNonce: string }) {
      const code = generateToken();
      await accounts.insertCode({
        code_hash: hashToken(code),
        nonce_hash: hashToken(flow.browserNonce),
        user_id: signedIn.user.id,
        provider: flow.provider,
        avatar: signedIn.avatar,
        return_url: flow.returnUrl,
        expires_at: new Date(Date.now() + CODE_SECONDS * 1000),
      });
      return code;
    },

    /**
     * Redeems a code presented by the browser that holds its nonce, once: then, and only then, a
     * session starts. Another browser's code (a login CSRF link) is refused and left alone.
     */
    async redeem(
      code: string,
      browserNonce: string | undefined,
      userAgent?: string,
    ): Promise<(RedeemedBase & ({ token: string } | { challenge: string })) | undefined> {
      if (!browserNonce) return undefined;
      const handed = await accounts.consumeCode(hashToken(code), hashToken(browserNonce));
      if (!handed) return undefined;
      const user = await queries.findUserById(handed.user_id);
      if (!user) return undefined;
      const handedOver = { user, avatar: handed.avatar, provider: handed.provider, returnUrl: handed.return_url };
      // The provider vouched for the address, which is the first factor only: with two-factor sign-in on, the second step opens the session.
      if (user.deactivated_at) throw accountDeactivated();
      if (await secondStep.isEnabled(user.id)) return { ...handedOver, challenge: await secondStep.issueChallenge(user, true) };
      return { ...handedOver, token: await auth.startSession(user, true, userAgent) };
    },
  };
}
export type SocialAuthService = ReturnType<typeof createSocialAuthService>;
