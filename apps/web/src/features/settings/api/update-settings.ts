import type { Theme, User } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export function updateSettings(payload: { theme: Theme }): Promise<{ success: true; user: User }> {
  return api.put('/settings', payload);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => queryClient.setQueryData(userQueryKey, answer.user),
  });
}
