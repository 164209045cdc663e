import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/onboarding/session: forgets the session and its uploaded file. */
export function deleteSession(sessionId: string): Promise<{ success: true; message: string }> {
  return api.delete(`/onboarding/session?session_id=${encodeURIComponent(sessionId)}`);
}

export function useDeleteSession() {
  return useMutation({ mutationFn: deleteSession });
}
