import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAccount } from '../lib/refresh';
import type { PlanChangeAnswer } from './change-plan';

/** POST /api/subscription/cancel: ends the subscription at the end of the period; says what Free would leave over its limit. */
export function cancelSubscription(): Promise<PlanChangeAnswer> {
  return api.post<PlanChangeAnswer>('/subscription/cancel');
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: () => refreshAccount(queryClient) });
}
