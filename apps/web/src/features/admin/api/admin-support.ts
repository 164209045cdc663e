import type { AdminSupportTicketDetail, AdminSupportTicketsResponse } from '@folio/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

export interface SupportFilters {
  status?: string;
  priority?: string;
}

const supportKey = [...adminKey, 'support'] as const;

/** GET /api/admin/support: 25 a page, priority first, then the latest activity. */
export function useSupportInbox(page: number, filters: SupportFilters) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) params.set(name, value);
  return useQuery({
    queryKey: [...supportKey, 'list', page, filters] as const,
    queryFn: ({ signal }) => api.get<AdminSupportTicketsResponse>(`/admin/support?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useSupportTicket = (id: number) =>
  useQuery({
    queryKey: [...supportKey, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminSupportTicketDetail }>(`/admin/support/${id}`, { signal }).then((answer) => answer.data),
  });

export type SupportAction = { reply: string } | 'close' | 'reopen';

/** Answer (e-mailed through the outbox), close or reopen a ticket; each is in the audit log. */
export function useSupportAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SupportAction) =>
      typeof action === 'object'
        ? api.post<{ message: string; data: AdminSupportTicketDetail }>(`/admin/support/${id}/reply`, { message: action.reply })
        : api.post<{ message: string; data: AdminSupportTicketDetail }>(`/admin/support/${id}/${action}`),
    onSuccess: (answer) => {
      queryClient.setQueryData([...supportKey, 'detail', id], answer.data);
      void queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
