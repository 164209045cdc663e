import type { DemoVideo, DemoVideoResponse } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const demoVideoKey = ['demo-video'] as const;

/** GET /api/demo-video: the video set on /admin/demo-video, or null while none is. */
export const demoVideoQueryOptions = () =>
  queryOptions({
    queryKey: demoVideoKey,
    queryFn: ({ signal }): Promise<DemoVideo | null> => api.get<DemoVideoResponse>('/demo-video', { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export const useDemoVideo = () => useQuery({ ...demoVideoQueryOptions(), retry: false });
