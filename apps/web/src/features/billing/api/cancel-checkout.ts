import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/checkout/sessions/{id}/cancel: answers where to go back to (the plans page, plan kept). */
export async function cancelCheckout(id: string): Promise<string> {
  return (await api.post<{ success: true; redirect_url: string }>(`/checkout/sessions/${encodeURIComponent(id)}/cancel`)).redirect_url;
}

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout });
}
