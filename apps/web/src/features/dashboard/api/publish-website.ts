import type { Website } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshWebsites } from '@/api/get-websites';

interface Answer {
  success: true;
  message: string;
  website: Website;
}

/** POST /api/websites/{id}/publish with the version the card shows (a stale one answers 409). */
export function publishWebsite({ id, version }: { id: number; version: number }): Promise<Answer> {
  return api.post<Answer>(`/websites/${id}/publish`, { version });
}

export function usePublishWebsite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishWebsite, onSettled: () => refreshWebsites(queryClient) });
}
