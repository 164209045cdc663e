import type { AnalyticsPreview, AnalyticsSettingsInput, AnalyticsSettingsSaved } from '@folio/schema';
import { queryOptions } from '@tanstack/react-query';
import { websiteQueryKey } from '@/api/get-website';
import { api } from '@/lib/api-client';

/** PUT /api/websites/{id}/analytics: the whole form and the version it was based on. */
export function saveAnalyticsSettings(websiteId: number, settings: AnalyticsSettingsInput): Promise<AnalyticsSettingsSaved> {
  return api.put(`/websites/${websiteId}/analytics`, settings);
}

export const analyticsPreviewKey = (websiteId: number) => [...websiteQueryKey(websiteId), 'analytics-preview'] as const;

/** GET /api/websites/{id}/analytics/preview: the <head> snippet of the saved settings. */
export const analyticsPreviewQuery = (websiteId: number) =>
  queryOptions({
    queryKey: analyticsPreviewKey(websiteId),
    queryFn: async () => (await api.get<AnalyticsPreview>(`/websites/${websiteId}/analytics/preview`)).preview,
    staleTime: Infinity,
    retry: false,
  });
