import type { BillingCycle, PlanName } from '@folio/schema';

/**
 * What the browser keeps between visits: the bearer token (key fixed by the spec) and the
 * pending registration. localStorage can throw (private modes, quotas), so every access is guarded.
 */
export const tokenKey = 'cv_builder_token';
/** The impersonation record (lib/impersonation.ts): it belongs to the session, so signing out forgets it. */
export const impersonationKey = 'cv_builder_impersonation';
const pendingRegistrationKey = 'cv_builder_pending_registration';

export type SignOutReason = 'logout' | 'expired' | 'deleted' | 'invalid';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastSignOut: { reason: SignOutReason; at: number } | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session then lasts as long as the page.
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return read(tokenKey);
}

export function setToken(token: string) {
  lastSignOut = null;
  write(tokenKey, token);
  emit();
}

/** Clears the token and remembers why, so guards can tell a deliberate sign-out from a visit without one. */
export function clearToken(reason: SignOutReason) {
  lastSignOut = { reason, at: Date.now() };
  write(tokenKey, null);
  write(impersonationKey, null);
  emit();
}

/** Why the session just ended, if it ended in the last few seconds (older reasons no longer explain a redirect). */
export function getRecentSignOutReason(): SignOutReason | null {
  return lastSignOut && Date.now() - lastSignOut.at < 5000 ? lastSignOut.reason : null;
}

export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === tokenKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface PendingRegistration {
  email: string;
  selectedPlan: PlanName | null;
  billingCycle: BillingCycle | null;
}

export function getPendingRegistration(): PendingRegistration | null {
  const raw = read(pendingRegistrationKey);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingRegistration>;
    if (typeof value.email !== 'string') return null;
    return { email: value.email, selectedPlan: value.selectedPlan ?? null, billingCycle: value.billingCycle ?? null };
  } catch {
    return null;
  }
}

export function setPendingRegistration(value: PendingRegistration) {
  write(pendingRegistrationKey, JSON.stringify(value));
}

export function clearPendingRegistration() {
  write(pendingRegistrationKey, null);
}

/**
 * A Special Offer's code the visitor chose (the landing page's offer, or one typed on the plans
 * page): remembered through sign-up and verification until a checkout uses it.
 */
const pendingOfferKey = 'folio_offer_code';
export const getPendingOffer = (): string | null => read(pendingOfferKey);
export const setPendingOffer = (code: string | null) => write(pendingOfferKey, code);
