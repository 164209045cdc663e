import type { AuditLogResponse } from '@folio/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

export interface AuditFilters {
  actor?: string;
  action?: string;
  target?: string;
}

/** GET /api/admin/audit-log: 25 a page, newest first, filtered by actor, action and target. */
export function useAuditLog(page: number, filters: AuditFilters) {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) params.set(name, value);
  return useQuery({
    queryKey: [...adminKey, 'audit-log', page, filters] as const,
    queryFn: ({ signal }) => api.get<AuditLogResponse>(`/admin/audit-log?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
