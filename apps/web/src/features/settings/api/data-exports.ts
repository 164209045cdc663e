import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, notifySessionExpired } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

export interface DataExport {
  id: number;
  status: 'queued' | 'running' | 'ready' | 'failed';
  progress: number;
  step: string;
  size_bytes: number | null;
  error: string | null;
  expires_at: string | null;
  created_at: string;
  expired: boolean;
}

const latestKey = ['data-exports', 'latest'] as const;

/** GET /api/account/data-exports/latest, read again every second while an export is on its way. */
export function useLatestDataExport() {
  return useQuery({
    queryKey: latestKey,
    queryFn: async ({ signal }) => (await api.get<{ success: true; data_export: DataExport | null }>('/account/data-exports/latest', { signal })).data_export,
    refetchInterval: (query) => (query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? 1000 : false),
  });
}

/** POST /api/account/data-exports: starts an export (or answers the one on its way). */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ success: true; data_export: DataExport }>('/account/data-exports')).data_export,
    onSuccess: (dataExport) => queryClient.setQueryData(latestKey, dataExport),
  });
}

/** GET /api/account/data-exports/{id}/file, saved as the server names it. */
export async function downloadDataExport(dataExport: DataExport): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/account/data-exports/${dataExport.id}/file`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => null);
  if (!response) throw new ApiError(0, {});
  if (!response.ok) {
    if (response.status === 401 && token) notifySessionExpired();
    throw new ApiError(response.status, ((await response.json().catch(() => ({}))) ?? {}) as object);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'folio-data.zip';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
