import type { Website } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWebsites } from '@/api/get-websites';

interface Answer {
  success: true;
  message: string;
  website: Website;
}

/** POST /api/websites/{id}/unpublish: back to draft. */
export function unpublishWebsite({ id, version }: { id: number; version: number }): Promise<Answer> {
  return api.post<Answer>(`/websites/${id}/unpublish`, { version });
}

export function useUnpublishWebsite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unpublishWebsite, onSettled: () => refreshWebsites(queryClient) });
}
