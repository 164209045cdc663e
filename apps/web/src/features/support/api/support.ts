import type { SupportTicketInput, SupportTicketResponse, SupportTicketsResponse } from '@folio/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const supportKey = ['support'] as const;

/** POST /api/support: a guest's or a signed-in user's request; answers the ticket's reference. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportTicketInput) => api.post<{ message: string; reference: string | null }>('/support', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKey }),
  });
}

/** GET /api/support/tickets: the signed-in user's own requests, the latest activity first. */
export const useMyTickets = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...supportKey, 'list', page] as const,
    queryFn: ({ signal }) => api.get<SupportTicketsResponse>(`/support/tickets?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/support/tickets/{id}: one of the user's requests with the conversation. */
export const useMyTicket = (id: number) =>
  useQuery({
    queryKey: [...supportKey, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<SupportTicketResponse>(`/support/tickets/${id}`, { signal }).then((answer) => answer.data),
  });

/** POST /api/support/tickets/{id}/messages: the owner writes more; the ticket is open again. */
export function useFollowUp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post<SupportTicketResponse>(`/support/tickets/${id}/messages`, { message }),
    onSuccess: (answer) => {
      queryClient.setQueryData([...supportKey, 'detail', id], answer.data);
      void queryClient.invalidateQueries({ queryKey: [...supportKey, 'list'] });
    },
  });
}
