import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resendVerification(payload: { email: string }): Promise<{ success: true; message: string }> {
  return api.post('/email/resend', payload);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
