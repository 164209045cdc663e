import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionAnswer } from './types';

/** POST /api/onboarding/start-over: deletes the old session and starts a new one at welcome. */
export function startOver(sessionId: string | null): Promise<SessionAnswer> {
  return api.post('/onboarding/start-over', sessionId ? { session_id: sessionId } : {});
}

export function useStartOver() {
  return useMutation({ mutationFn: startOver });
}
