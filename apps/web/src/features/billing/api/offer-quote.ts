import type { BillingCycle, OfferQuote } from '@folio/schema';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/offers/quote for each paid plan at one cycle: what the code takes off each, or why it does not apply. */
export function useOfferQuotes(code: string | null, cycle: BillingCycle) {
  return useQueries({
    queries: (['pro', 'premium'] as const).map((plan) => ({
      queryKey: ['offer-quote', code, plan, cycle] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<{ data: OfferQuote }>(`/offers/quote?${new URLSearchParams({ code: code ?? '', plan, billing_cycle: cycle }).toString()}`, { signal }).then((answer) => answer.data),
      enabled: Boolean(code),
      retry: false,
      staleTime: 60_000,
    })),
    combine: (results) => ({ pro: results[0]!, premium: results[1]! }),
  });
}
