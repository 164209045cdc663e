import type { AdminOffer, AdminOfferDetail, OfferInput, OfferUpdate, Pagination } from '@folio/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

export interface AdminOffersFilters {
  search?: string;
  state?: string;
}

const offersKey = [...adminKey, 'offers'] as const;

/** GET /api/admin/offers: 25 a page, newest first. */
export function useAdminOffers(page: number, filters: AdminOffersFilters) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) params.set(name, value);
  return useQuery({
    queryKey: [...offersKey, page, filters] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminOffer[]; pagination: Pagination }>(`/admin/offers?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOffer(id: number) {
  return useQuery({
    queryKey: [...offersKey, 'detail', id] as const,
    queryFn: ({ signal }) => api.get<{ data: AdminOfferDetail }>(`/admin/offers/${id}`, { signal }).then((answer) => answer.data),
    enabled: id > 0,
    retry: false,
  });
}

const useOfferMutation = <T, R extends { message: string }>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: offersKey }) });
};

export const useCreateOffer = () => useOfferMutation((input: OfferInput) => api.post<{ message: string; data: AdminOffer }>('/admin/offers', input));
export const useUpdateOffer = () => useOfferMutation(({ id, changes }: { id: number; changes: OfferUpdate }) => api.patch<{ message: string; data: AdminOffer }>(`/admin/offers/${id}`, changes));
export const useDeleteOffer = () => useOfferMutation((id: number) => api.delete<{ message: string }>(`/admin/offers/${id}`));
