import type { BillingCycle, PlanName } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export interface CheckoutSession {
  id: string;
  plan: PlanName;
  plan_display: string;
  billing_cycle: BillingCycle;
  flow: 'trial' | 'upgrade';
  status: 'open' | 'completed' | 'canceled';
  price_usd: number;
  trial_days: number;
  test_mode: boolean;
  /** What a Special Offer takes off the first payment (after the trial, when there is one). */
  discount_usd: number;
  offer: { code: string; terms: string } | null;
}

export async function getCheckoutSession(id: string): Promise<CheckoutSession> {
  return (await api.get<{ success: true; data: CheckoutSession }>(`/checkout/sessions/${encodeURIComponent(id)}`)).data;
}

export const checkoutSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['checkout', 'session', id],
    queryFn: () => getCheckoutSession(id),
    staleTime: 0,
    // An unknown or foreign session (404) will not appear by asking again.
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 404),
  });

/**
 * `waitForCompletion`: with Stripe the webhook that completes the session can arrive a moment after
 * the customer is sent back, so the success page asks again every second until it has.
 */
export function useCheckoutSession(id: string | null, { waitForCompletion = false } = {}) {
  return useQuery({
    ...checkoutSessionQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (waitForCompletion && query.state.data?.status === 'open' && query.state.dataUpdateCount < 30 ? 1000 : false),
  });
}
