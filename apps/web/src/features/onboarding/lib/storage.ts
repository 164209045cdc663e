/**
 * What the browser keeps for onboarding (onboarding.md section 3): the session id, so a reload
 * finds the session; pasted text until it is sent for parsing (per tab: it is the user's CV).
 * Storage can throw (private modes, quotas), so every access is guarded.
 */
export const sessionIdKey = 'onboarding_session_id';
const pastedTextKey = (sessionId: string) => `onboarding_pasted_text:${sessionId}`;

function guarded<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const storedSessionId = () => guarded(() => localStorage.getItem(sessionIdKey), null);

export function storeSessionId(sessionId: string | null) {
  guarded(() => (sessionId ? localStorage.setItem(sessionIdKey, sessionId) : localStorage.removeItem(sessionIdKey)), undefined);
}

export const storedPastedText = (sessionId: string) => guarded(() => sessionStorage.getItem(pastedTextKey(sessionId)), null);

export function storePastedText(sessionId: string, text: string | null) {
  guarded(() => (text ? sessionStorage.setItem(pastedTextKey(sessionId), text) : sessionStorage.removeItem(pastedTextKey(sessionId))), undefined);
}
