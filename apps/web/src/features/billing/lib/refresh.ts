import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/auth';
import { currentSubscriptionQueryKey } from '../api/get-current-subscription';

/** After any plan change the subscription and the user (its current_plan drives the tier badge) are re-read. */
export function refreshAccount(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentSubscriptionQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}
