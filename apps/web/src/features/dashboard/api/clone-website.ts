import type { Website } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWebsites } from '@/api/get-websites';

interface Answer {
  success: true;
  message: string;
  website: Website;
}

/** POST /api/websites/{id}/clone: a copy with every section; the plan limit applies (403 subscription_limit_exceeded). */
export function cloneWebsite(id: number): Promise<Answer> {
  return api.post<Answer>(`/websites/${id}/clone`);
}

export function useCloneWebsite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cloneWebsite, onSuccess: () => refreshWebsites(queryClient) });
}
