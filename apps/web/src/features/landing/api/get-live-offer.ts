import type { LiveOffer } from '@folio/schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/offers/live: the Special Offer the admin chose to show on the landing page, or null. */
export const useLiveOffer = () =>
  useQuery({
    queryKey: ['live-offer'] as const,
    queryFn: ({ signal }): Promise<LiveOffer | null> => api.get<{ data: LiveOffer | null }>('/offers/live', { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
    retry: false,
  });
