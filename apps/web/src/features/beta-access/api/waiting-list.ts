import type { WaitingListPlace } from '@folio/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const placeKey = ['beta-access', 'waiting-list'] as const;

/** GET /api/beta-access/waiting-list: whether the signed-in user is on the list, and their place. */
export const waitingListPlaceQueryOptions = () =>
  queryOptions({ queryKey: placeKey, queryFn: ({ signal }) => api.get<{ data: WaitingListPlace }>('/beta-access/waiting-list', { signal }).then((answer) => answer.data) });

export const useWaitingListPlace = (enabled = true) => useQuery({ ...waitingListPlaceQueryOptions(), enabled });

/** POST /api/beta-access/waiting-list: a visitor with an address, or the signed-in user with their own. */
export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email?: string) => api.post<{ message: string }>('/beta-access/waiting-list', email ? { email } : {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: placeKey }),
  });
}
