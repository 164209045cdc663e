import type { ParsedCv, TemplateRecommendation } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CvReadyData {
  parsed_data: ParsedCv | null;
  template_recommendation: TemplateRecommendation | null;
  template_data: unknown;
  website_id: number | null;
}

/** GET /api/onboarding/cv-ready-data: what the cv_ready event points to (its cache_key is the session id). */
export async function getCvReadyData(cacheKey: string): Promise<CvReadyData> {
  const answer = await api.get<{ success: true; data: CvReadyData }>(`/onboarding/cv-ready-data?cache_key=${encodeURIComponent(cacheKey)}`);
  return answer.data;
}

export const cvReadyDataQueryOptions = (cacheKey: string) =>
  queryOptions({ queryKey: ['onboarding', 'cv-ready-data', cacheKey], queryFn: () => getCvReadyData(cacheKey), staleTime: 60_000 });

export function useCvReadyData(cacheKey: string | null) {
  return useQuery({ ...cvReadyDataQueryOptions(cacheKey ?? ''), enabled: cacheKey !== null });
}
