import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/subscription/portal: Stripe's customer portal, or null (the test checkout has none). */
export async function getBillingPortalUrl(): Promise<string | null> {
  return (await api.post<{ success: true; url: string | null }>('/subscription/portal')).url;
}

/**
 * Asked when the subscription page opens, so 'Manage billing' only appears when there is a portal.
 * A portal link is short-lived, so it is not kept for long.
 */
export const billingPortalQueryOptions = () =>
  queryOptions({ queryKey: ['subscription', 'portal'], queryFn: getBillingPortalUrl, staleTime: 60_000, retry: false });

export function useBillingPortalUrl(enabled: boolean) {
  return useQuery({ ...billingPortalQueryOptions(), enabled });
}
