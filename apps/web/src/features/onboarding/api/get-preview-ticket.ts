import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/sites/access-ticket {purpose: 'preview'}: a one-minute, single-use URL on the site's
 * own origin that shows the website as rendered for visitors. Ask again for every load.
 */
export async function getPreviewTicket(websiteId: number, path?: string): Promise<string> {
  const answer = await api.post<{ success: true; url: string }>('/sites/access-ticket', { purpose: 'preview', website_id: websiteId, ...(path ? { path } : {}) });
  return answer.url;
}

export function usePreviewTicket() {
  return useMutation({ mutationFn: ({ websiteId, path }: { websiteId: number; path?: string }) => getPreviewTicket(websiteId, path) });
}
