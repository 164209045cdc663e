import type { User } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export function markBetaAccessSeen(): Promise<{ success: true; user: User }> {
  return api.post('/beta-access/seen');
}

export function useMarkBetaAccessSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBetaAccessSeen,
    onSuccess: (answer) => queryClient.setQueryData(userQueryKey, answer.user),
  });
}
