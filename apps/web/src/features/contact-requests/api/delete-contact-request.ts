import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactRequestsKey } from './get-contact-requests';

/** DELETE /api/contact-requests/{id}. */
export function deleteContactRequest(id: number): Promise<{ success: true; message: string }> {
  return api.delete(`/contact-requests/${id}`);
}

export function useDeleteContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactRequestsKey }),
  });
}
