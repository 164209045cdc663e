import type { AdminWebsiteRow, Pagination } from '@folio/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

export interface AdminWebsitesFilters {
  search?: string;
  status?: string;
  template?: string;
  domain?: string;
}

const websitesKey = [...adminKey, 'websites'] as const;

/** GET /api/admin/websites: 25 a page, newest first, searched and filtered by the server. */
export function useAdminWebsites(page: number, filters: AdminWebsitesFilters) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) params.set(name, value);
  return useQuery({
    queryKey: [...websitesKey, page, filters] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminWebsiteRow[]; pagination: Pagination }>(`/admin/websites?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type AdminWebsiteAction = 'unpublish' | 'unsuspend' | { suspend: string };

/** Unpublish, suspend (with the reason the owner reads) or lift a suspension; each answers with a message. */
export function useAdminWebsiteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AdminWebsiteAction }) =>
      typeof action === 'object'
        ? api.post<{ message: string; data: AdminWebsiteRow }>(`/admin/websites/${id}/suspend`, { reason: action.suspend })
        : api.post<{ message: string; data: AdminWebsiteRow }>(`/admin/websites/${id}/${action}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
