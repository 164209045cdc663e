import type { CurrentSubscriptionResponse } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export type CurrentSubscription = CurrentSubscriptionResponse['data'];

export async function getCurrentSubscription(): Promise<CurrentSubscription> {
  const answer = await api.get<CurrentSubscriptionResponse>('/subscription/current');
  return answer.data;
}

export const currentSubscriptionQueryKey = ['subscription', 'current'] as const;

/** Cached 5 minutes; one retry after 1.5 s, except when the session is gone (platform.md section 4). */
export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: currentSubscriptionQueryKey,
    queryFn: getCurrentSubscription,
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 401),
    retryDelay: 1500,
  });

export function useCurrentSubscription(enabled = true) {
  return useQuery({ ...currentSubscriptionQueryOptions(), enabled });
}
