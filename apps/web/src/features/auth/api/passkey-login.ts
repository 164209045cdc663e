import type { PasskeyAuthenticationOptions } from '@folio/schema';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api-client';
import type { LoginAnswer } from './login';

/** POST /api/login/passkey/options: a challenge for any passkey of Folio's (no account named). */
export async function passkeySignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // The server's options are the JSON form the library expects (the schema keeps its strings loose).
  return (await api.post<{ success: true; data: PasskeyAuthenticationOptions }>('/login/passkey/options', {})).data as PublicKeyCredentialRequestOptionsJSON;
}

/**
 * The browser's passkey prompt for these options: a modal one, or the e-mail field's autofill
 * (`autofill`, conditional mediation). Rejects with the browser's error when closed or aborted.
 */
export const askForPasskey = (optionsJSON: PublicKeyCredentialRequestOptionsJSON, autofill: boolean) => startAuthentication({ optionsJSON, useBrowserAutofill: autofill });

/** POST /api/login/passkey: 200 signs in (both factors at once); 401 unknown, invalid or expired; 403 unverified or deactivated; 429 throttled. */
export const completePasskeySignIn = (credential: Awaited<ReturnType<typeof askForPasskey>>, remember: boolean) =>
  api.post<LoginAnswer>('/login/passkey', { credential, remember });
