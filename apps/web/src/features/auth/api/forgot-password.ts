import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Always the same answer, whether or not the address has an account. */
export function requestPasswordReset(payload: { email: string }): Promise<{ success: true; message: string }> {
  return api.post('/forgot-password', payload);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
