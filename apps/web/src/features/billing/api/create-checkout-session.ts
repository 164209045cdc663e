import type { BillingCycle } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CheckoutSessionInput {
  plan: 'pro' | 'premium';
  billing_cycle: BillingCycle;
  flow: 'trial' | 'upgrade';
  feature?: string | undefined;
  offer_code?: string | undefined;
}

interface CheckoutSessionAnswer {
  success: true;
  checkout_url?: string;
  data?: { checkout_url: string; session_id: string };
}

/** POST /api/checkout/session: where to pay (the built-in test page, or Stripe's hosted page). */
export async function createCheckoutSession(input: CheckoutSessionInput): Promise<string> {
  const answer = await api.post<CheckoutSessionAnswer>('/checkout/session', input);
  // The spec's client reads checkout_url or data.checkout_url.
  const url = answer.checkout_url ?? answer.data?.checkout_url;
  if (!url) throw new Error('No checkout address in the answer');
  return url;
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
