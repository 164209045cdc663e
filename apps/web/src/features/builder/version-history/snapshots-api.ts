import type { RestoreSnapshotResult, SnapshotList, SnapshotPreview } from '@folio/schema';
import { queryOptions } from '@tanstack/react-query';
import { websiteQueryKey } from '@/api/get-website';
import { api } from '@/lib/api-client';

export const snapshotsKey = (websiteId: number) => [...websiteQueryKey(websiteId), 'snapshots'] as const;

/** GET /api/websites/{id}/snapshots: the versions, newest first, and the plan's retention. */
export const snapshotsQuery = (websiteId: number) =>
  queryOptions({
    queryKey: snapshotsKey(websiteId),
    queryFn: () => api.get<SnapshotList>(`/websites/${websiteId}/snapshots`),
    retry: false,
  });

/** GET /api/websites/{id}/snapshots/{snapshot_id}: one version as the website the preview renders. */
export const getSnapshot = (websiteId: number, snapshotId: number) => api.get<SnapshotPreview>(`/websites/${websiteId}/snapshots/${snapshotId}`);

/** POST /api/websites/{id}/snapshots/{snapshot_id}/restore, with the version the builder has (409 when another tab wrote first). */
export const restoreSnapshot = (websiteId: number, snapshotId: number, version: number) =>
  api.post<RestoreSnapshotResult>(`/websites/${websiteId}/snapshots/${snapshotId}/restore`, { version });
