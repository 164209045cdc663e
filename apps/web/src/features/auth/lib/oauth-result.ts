import type { SocialErrorCode } from '@folio/schema';
import { messages } from '@/lib/error-messages';

/**
 * What the social sign-in result screen reads from its address: a one-time code to redeem, or an
 * error code. Nothing else in the address is used: a token or a message there is ignored, so a
 * link cannot sign anyone in or put its own words on Folio's page.
 */
export type OAuthOutcome = { ok: true; code: string } | { ok: false; message: string };

const providerLabels: Record<string, string> = { google: 'Google', linkedin: 'LinkedIn' };

/** The failure messages (platform.md section 8), chosen by code from this fixed table. */
export function oauthErrorMessage(code: string, provider: string | null): string {
  const label = provider ? providerLabels[provider] : undefined;
  const table: Record<SocialErrorCode, string> = {
    initiation_failed: label ? `Failed to initiate ${label} authentication. Please try again.` : messages.oauthFailed,
    invalid_state: messages.oauthFailed,
    denied: messages.oauthFailed,
    incomplete: messages.oauthIncomplete,
    no_verified_email: label ? `Your ${label} account has no verified email address. Please sign up with your email instead.` : messages.oauthFailed,
    authentication_failed: messages.oauthUnexpected,
  };
  return Object.hasOwn(table, code) ? table[code as SocialErrorCode] : messages.oauthFailed;
}

export function readOAuthResult(params: URLSearchParams): OAuthOutcome {
  const error = params.get('error');
  if (error !== null) return { ok: false, message: oauthErrorMessage(error, params.get('provider')) };
  const code = params.get('code');
  if (!code) return { ok: false, message: messages.oauthMissing };
  return { ok: true, code };
}
