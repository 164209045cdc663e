import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

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

/** GET /api/account/data-exports/{id}/file, saved as folio-data-{date}.zip (the server's name for it). */
export const downloadDataExport = (dataExport: DataExport) => downloadFile(`/api/account/data-exports/${dataExport.id}/file`, `folio-data-${dataExport.created_at.slice(0, 10)}.zip`);
