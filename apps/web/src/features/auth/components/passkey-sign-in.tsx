import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import { Fingerprint } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { askForPasskey, completePasskeySignIn, passkeySignInOptions } from '../api/passkey-login';
import type { LoginAnswer } from '../api/login';

/** A sign-in challenge lives 5 minutes: the autofill asks for a fresh one a little before. */
const AUTOFILL_RENEW_MS = 4.5 * 60 * 1000;

/** How the browser's prompt ended without a passkey, as the form says it. */
export const passkeyPromptClosed = 'No passkey was used. Try again, or sign in with your email and password.';

interface PasskeyHandlers {
  /** Read when the passkey has answered, so a box ticked meanwhile counts. */
  remember: () => boolean;
  onSignedIn: (answer: LoginAnswer) => void;
  /** The server refused (an ApiError), or the modal prompt was closed (the message above). */
  onFailure: (error: unknown) => void;
}

/**
 * "Sign in with a passkey" on /login, and the e-mail field's autofill (conditional UI, where the
 * browser has it): the field lists this site's passkeys, and picking one signs in. No e-mail is
 * typed first either way: the passkey names the account.
 */
export function usePasskeySignIn({ enabled, remember, onSignedIn, onFailure }: PasskeyHandlers & { enabled: boolean }) {
  const [busy, setBusy] = useState(false);
  // Bumped to start the autofill again: after the button's prompt (which cancels it) and before its challenge expires.
  const [round, setRound] = useState(0);
  const busyRef = useRef(false);
  // The latest handlers, read when the autofill's passkey answers (the effect itself starts once).
  const finish = useEffectEvent(async (credential: Awaited<ReturnType<typeof askForPasskey>>) => onSignedIn(await completePasskeySignIn(credential, remember())));
  const fail = useEffectEvent((error: unknown) => onFailure(error));

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const renew = window.setTimeout(() => {
      if (!busyRef.current) setRound((value) => value + 1);
    }, AUTOFILL_RENEW_MS);
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill())) return;
      let credential;
      try {
        credential = await askForPasskey(await passkeySignInOptions(), true);
      } catch {
        // Aborted (the button's prompt, a renewal, leaving the page) or unavailable: the autofill is a convenience, never an error.
        return;
      }
      if (!live) return;
      try {
        await finish(credential);
      } catch (error) {
        // Shown, and not asked again by itself: the same passkey would be refused again (the button starts afresh).
        if (live) fail(error);
      }
    })();
    return () => {
      live = false;
      window.clearTimeout(renew);
      // Only the autofill can be pending here: the button's prompt restarts this effect once it has ended.
      if (!busyRef.current) WebAuthnAbortService.cancelCeremony();
    };
  }, [enabled, round]);

  const start = async () => {
    busyRef.current = true;
    setBusy(true);
    try {
      // Starting this prompt aborts the autofill's (one WebAuthn request at a time).
      const credential = await askForPasskey(await passkeySignInOptions(), false).catch((error: unknown) => {
        throw error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError') ? new Error(passkeyPromptClosed) : error;
      });
      onSignedIn(await completePasskeySignIn(credential, remember()));
    } catch (error) {
      onFailure(error);
    } finally {
      busyRef.current = false;
      setBusy(false);
      setRound((value) => value + 1);
    }
  };

  return { busy, start, supported: browserSupportsWebAuthn() };
}

export function PasskeySignInButton({ busy, supported, onClick }: { busy: boolean; supported: boolean; onClick: () => void }) {
  if (!supported) return null;
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" className="w-full" loading={busy} onClick={onClick}>
        <Fingerprint aria-hidden="true" />
        Sign in with a passkey
      </Button>
    </div>
  );
}
