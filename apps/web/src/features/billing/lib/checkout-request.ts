import type { BillingCycle } from '@folio/schema';

export interface CheckoutRequest {
  plan: 'pro' | 'premium';
  billing: BillingCycle;
  flow: 'trial' | 'upgrade';
  feature: string | null;
  source: string | null;
  /** A Special Offer's code to apply. */
  offer: string | null;
}

/** A Special Offer's code in the address (`offer`), upper-cased; null when absent or malformed. */
export function readOfferParam(params: URLSearchParams): string | null {
  const code = params.get('offer') ?? '';
  return /^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/.test(code) ? code.toUpperCase() : null;
}

/**
 * The /checkout query, with the spec's defaults (platform.md section 9: plan pro, billing monthly,
 * flow trial). null for plan=free: there is nothing to pay for.
 */
export function readCheckoutRequest(params: URLSearchParams): CheckoutRequest | null {
  const plan = params.get('plan');
  if (plan === 'free') return null;
  const billing = params.get('billing');
  return {
    plan: plan === 'premium' ? 'premium' : 'pro',
    billing: billing === 'yearly' ? 'yearly' : 'monthly',
    flow: params.get('flow') === 'upgrade' ? 'upgrade' : 'trial',
    feature: params.get('feature')?.slice(0, 60) || null,
    source: params.get('source'),
    offer: readOfferParam(params),
  };
}

/** An address the app itself serves is followed inside the app; anything else (Stripe) by the browser. */
export function inAppPath(url: string): string | null {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin ? target.pathname + target.search + target.hash : null;
  } catch {
    return null;
  }
}
