import type { Website } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { websitesQueryKey } from './get-websites';

/** POST /api/websites/{id}/activate: the website the builder and the sidebar open by default. */
export function activateWebsite(id: number): Promise<{ success: true; website: Website }> {
  return api.post(`/websites/${id}/activate`);
}

export function useActivateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateWebsite,
    // The list shows which website is active; the user record carries active_website_id. A website
    // open in the builder is not re-read: activation does not change it.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: websitesQueryKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]),
  });
}
