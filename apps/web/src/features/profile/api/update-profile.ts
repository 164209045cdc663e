import type { UpdateProfileInput, User } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export interface UpdateProfileAnswer {
  success: true;
  message: string;
  user: User;
  /** A changed address stays unverified until the link sent to it is clicked. */
  verification_sent: boolean;
}

export function updateProfile(payload: UpdateProfileInput): Promise<UpdateProfileAnswer> {
  return api.put('/profile', payload);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData(userQueryKey, answer.user),
  });
}
