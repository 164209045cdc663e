import type { ChangePasswordInput } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Other sessions are revoked; this one stays signed in. */
export function changePassword(payload: ChangePasswordInput): Promise<{ success: true; message: string }> {
  return api.put('/profile/password', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
