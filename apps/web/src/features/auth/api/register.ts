import type { BillingCycle, PlanName, User } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface RegisterPayload {
  name: string;
  email: string;
  company: string | null;
  password: string;
  password_confirmation: string;
  terms: true;
  selected_plan: PlanName | null;
  billing_cycle: BillingCycle | null;
  plan_context: 'checkout' | null;
}

export interface RegisterAnswer {
  success: true;
  message: string;
  requires_verification: boolean;
  user: User;
  token?: string;
}

export function register(payload: RegisterPayload): Promise<RegisterAnswer> {
  return api.post<RegisterAnswer>('/register', payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
