import type { Website } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWebsites } from '../lib/refresh';

/** POST /api/websites/{id}/activate: the website the builder and the sidebar open by default. */
export function activateWebsite(id: number): Promise<{ success: true; website: Website }> {
  return api.post(`/websites/${id}/activate`);
}

export function useActivateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateWebsite, onSuccess: () => refreshWebsites(queryClient) });
}
