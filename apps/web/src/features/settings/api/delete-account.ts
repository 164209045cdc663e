import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Deletes the account and everything it owns; 422 errors.password when the password is wrong. */
export function deleteAccount(payload: { password: string }): Promise<{ success: true; message: string }> {
  return api.delete('/account', payload);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
