import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionAnswer } from './types';

/** POST /api/onboarding/start: a new session at step welcome. */
export function startSession(): Promise<SessionAnswer> {
  return api.post('/onboarding/start');
}

export function useStartSession() {
  return useMutation({ mutationFn: startSession });
}
