import type { OnboardingSession } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/onboarding/session: the given session, or without an id the user's latest unfinished one. */
export async function getSession(sessionId?: string | null): Promise<OnboardingSession | null> {
  const query = sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : '';
  const answer = await api.get<{ success: true; session: OnboardingSession | null }>(`/onboarding/session${query}`);
  return answer.session;
}

export const sessionQueryOptions = (sessionId?: string | null) =>
  queryOptions({
    queryKey: ['onboarding', 'session', sessionId ?? 'latest'],
    queryFn: () => getSession(sessionId),
    // The flow keeps its own copy once restored; this is read on arrival only.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useSession(sessionId?: string | null) {
  return useQuery(sessionQueryOptions(sessionId));
}
