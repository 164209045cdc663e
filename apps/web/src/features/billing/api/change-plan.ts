import type { BillingCycle } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAccount } from '../lib/refresh';

export interface OverLimit {
  portfolio_count: { current: number; limit: number };
  message: string;
}

export interface PlanChangeAnswer {
  success: true;
  message: string;
  /** True with Stripe: the change arrives with its webhook a moment later. */
  pending: boolean;
  over_limit: OverLimit | null;
}

/** POST /api/subscription/change: to another paid plan or billing cycle. */
export function changePlan(input: { plan: 'pro' | 'premium'; billing_cycle: BillingCycle }): Promise<PlanChangeAnswer> {
  return api.post<PlanChangeAnswer>('/subscription/change', input);
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePlan, onSuccess: () => refreshAccount(queryClient) });
}
