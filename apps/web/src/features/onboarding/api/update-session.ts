import type { OnboardingStep } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OnboardingPathName, SessionAnswer } from './types';

export interface UpdateSessionInput {
  session_id: string;
  step: OnboardingStep;
  path?: OnboardingPathName | null;
}

/** PATCH /api/onboarding/session: records the step the user is on, so a reload resumes there. */
export function updateSession(input: UpdateSessionInput): Promise<SessionAnswer> {
  return api.patch('/onboarding/session', input);
}

export function useUpdateSession() {
  return useMutation({ mutationFn: updateSession });
}
