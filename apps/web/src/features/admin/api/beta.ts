import type { BetaSettings, DemoVideo, InviteResponse, WaitingListResponse } from '@folio/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { messages } from '@/lib/error-messages';
import { adminKey } from './admin-stats';

const betaKey = [...adminKey, 'beta'] as const;
const videoKey = [...adminKey, 'demo-video'] as const;

/** GET /api/admin/beta-settings: the gate's switch and how many wait or were invited. */
export const useBetaSettings = () =>
  useQuery({ queryKey: [...betaKey, 'settings'] as const, queryFn: ({ signal }) => api.get<{ data: BetaSettings }>('/admin/beta-settings', { signal }).then((answer) => answer.data) });

export function useSetBetaGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<{ message: string; data: BetaSettings }>('/admin/beta-settings', { beta_access_enabled: enabled }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKey });
      void queryClient.invalidateQueries({ queryKey: ['beta-access'] });
    },
  });
}

export interface WaitingListFilters {
  search?: string;
  status?: string;
}

/** GET /api/admin/waiting-list: 25 a page, newest first. */
export function useWaitingList(page: number, filters: WaitingListFilters) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) params.set(name, value);
  return useQuery({
    queryKey: [...betaKey, 'list', page, filters] as const,
    queryFn: ({ signal }) => api.get<WaitingListResponse>(`/admin/waiting-list?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/waiting-list/invite: the entries picked and the addresses typed. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids?: number[]; emails?: string[] }) => api.post<InviteResponse>('/admin/waiting-list/invite', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export const useAdminDemoVideo = () =>
  useQuery({ queryKey: videoKey, queryFn: ({ signal }) => api.get<{ data: DemoVideo | null }>('/admin/demo-video', { signal }).then((answer) => answer.data) });

type VideoAnswer = { message: string; data: DemoVideo | null };

/** A multipart upload with the same headers and error shape as lib/api-client. */
async function uploadVideo(file: File, title: string): Promise<VideoAnswer> {
  const form = new FormData();
  if (title) form.append('title', title);
  form.append('video', file);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/admin/demo-video/file', {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, { message: messages.generic });
  }
  const body: unknown = await response.json().catch(() => ({}));
  if (response.ok) return body as VideoAnswer;
  if (response.status === 401 && token) notifySessionExpired();
  throw new ApiError(response.status, body && typeof body === 'object' ? body : {});
}

/** Sets (a link or a file) or removes the demo video; the public one is read again everywhere. */
export function useDemoVideoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { url: string; title: string } | { file: File; title: string } | 'remove'): Promise<VideoAnswer> => {
      if (change === 'remove') return api.delete<VideoAnswer>('/admin/demo-video');
      if ('file' in change) return uploadVideo(change.file, change.title);
      return api.put<VideoAnswer>('/admin/demo-video', { url: change.url, ...(change.title && { title: change.title }) });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(videoKey, answer.data);
      queryClient.setQueryData(['demo-video'], answer.data);
      void queryClient.invalidateQueries({ queryKey: [...adminKey, 'audit-log'] });
    },
  });
}
