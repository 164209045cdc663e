import type { ParsedCv, ShortenedField, TemplateRecommendation } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SessionData {
  cv_data: ParsedCv | null;
  template_recommendation: TemplateRecommendation | null;
  confidence: number | null;
  /** Fields the website gets shorter than the CV has them, with the full text. */
  shortened: ShortenedField[];
}

/** GET /api/onboarding/session-data: what the parser extracted and the recommended template. */
export async function getSessionData(sessionId: string): Promise<SessionData> {
  const answer = await api.get<{ success: true; data: SessionData }>(`/onboarding/session-data?session_id=${encodeURIComponent(sessionId)}`);
  return answer.data;
}

export const sessionDataQueryKey = (sessionId: string) => ['onboarding', 'session-data', sessionId] as const;

export const sessionDataQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: sessionDataQueryKey(sessionId), queryFn: () => getSessionData(sessionId), staleTime: Infinity });

export function useSessionData(sessionId: string | null) {
  return useQuery({ ...sessionDataQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
