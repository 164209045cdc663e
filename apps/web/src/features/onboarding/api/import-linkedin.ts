import { useMutation } from '@tanstack/react-query';
import { postForm } from './post-form';
import type { SessionAnswer } from './types';

/** POST /api/onboarding/import-linkedin: the ZIP of LinkedIn's "Get a copy of your data"; the session goes to review. */
export function importLinkedIn({ file, sessionId, onProgress }: { file: File; sessionId: string | null; onProgress?: (fraction: number) => void }): Promise<
  SessionAnswer & { message: string }
> {
  return postForm('/onboarding/import-linkedin', { linkedin_zip: file, session_id: sessionId }, { onProgress });
}

export function useImportLinkedIn() {
  return useMutation({ mutationFn: importLinkedIn });
}
