import type { ActiveSession } from '@folio/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sessionsKey = ['sessions'] as const;

/** GET /api/sessions: the account's signed-in sessions, this one marked current. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await api.get<{ success: true; data: ActiveSession[] }>('/sessions', { signal })).data,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /api/sessions/{id}: signs that session out; the list is read again after. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true; message: string; current: boolean }>(`/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
