import type { OnboardingSession } from '@folio/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ParseCvInput {
  session_id: string;
  /** Pasted text; left out after a file upload so the server parses the stored file, layout and all. */
  cv_text?: string;
  use_vision_parsing?: boolean;
  stored_path?: string | null;
}

/** POST /api/onboarding/parse-cv: queues the parsing job; results arrive as events. */
export function parseCv(input: ParseCvInput): Promise<{ success: true; message: string; session: OnboardingSession }> {
  return api.post('/onboarding/parse-cv', input);
}

export function useParseCv() {
  return useMutation({ mutationFn: parseCv });
}
