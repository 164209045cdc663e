import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/** POST /api/websites/{id}/activate: the website the user works on becomes their active one. */
export function activateWebsite(id: number): Promise<unknown> {
  return api.post(`/websites/${id}/activate`);
}

export function useActivateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateWebsite,
    // The user record carries active_website_id (used by /builder and the shell).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
