import type { User } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/** Marks onboarding done (sets onboarding_completed_at), so the guards stop sending the user to /onboarding. */
export function completeOnboarding(): Promise<{ success: true; user: User }> {
  return api.post('/onboarding/complete');
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (answer) => queryClient.setQueryData(userQueryKey, answer.user),
  });
}
