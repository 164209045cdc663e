import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/checkout/sessions/{id}/complete: the test checkout's Pay button (the server applies a signed webhook). */
export async function completeCheckout(id: string): Promise<string> {
  return (await api.post<{ success: true; redirect_url: string }>(`/checkout/sessions/${encodeURIComponent(id)}/complete`)).redirect_url;
}

export function useCompleteCheckout() {
  return useMutation({ mutationFn: completeCheckout });
}
