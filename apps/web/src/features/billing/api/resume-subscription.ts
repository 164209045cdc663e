import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAccount } from '../lib/refresh';

/** POST /api/subscription/resume: undoes a cancellation before the period ends. */
export function resumeSubscription(): Promise<{ success: true; message: string }> {
  return api.post('/subscription/resume');
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeSubscription, onSuccess: () => refreshAccount(queryClient) });
}
