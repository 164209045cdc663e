import type { ResetPasswordInput } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(payload: ResetPasswordInput): Promise<{ success: true; message: string }> {
  return api.post('/reset-password', payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
