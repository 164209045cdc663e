import type { ApiToken, CreateApiTokenInput } from '@folio/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const apiTokensKey = ['api-tokens'] as const;

/** GET /api/tokens: the account's access tokens, without their values. */
export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokensKey,
    queryFn: async ({ signal }) => (await api.get<{ success: true; data: ApiToken[] }>('/tokens', { signal })).data,
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

/** POST /api/tokens: the answer carries the token's value, the only time it is ever sent. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => api.post<{ success: true; message: string; data: ApiToken; token: string }>('/tokens', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

/** DELETE /api/tokens/{id}: the token is refused from its next request on. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true; message: string }>(`/tokens/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
