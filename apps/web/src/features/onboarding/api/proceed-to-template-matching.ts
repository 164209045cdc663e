import type { OnboardingSession } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/onboarding/proceed-to-template-matching: re-runs the recommendation (the retry of a failed match). */
export function proceedToTemplateMatching(sessionId: string): Promise<{ success: true; message: string; session: OnboardingSession }> {
  return api.post('/onboarding/proceed-to-template-matching', { session_id: sessionId });
}

export function useProceedToTemplateMatching() {
  return useMutation({ mutationFn: proceedToTemplateMatching });
}
