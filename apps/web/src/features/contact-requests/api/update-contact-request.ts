import type { ContactRequest, ContactRequestStatus } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactRequestsKey } from './get-contact-requests';

/** PATCH /api/contact-requests/{id} {status}: read, unread (new), archived or spam. */
export async function updateContactRequest({ id, status }: { id: number; status: ContactRequestStatus }): Promise<ContactRequest> {
  return (await api.patch<{ success: true; data: ContactRequest }>(`/contact-requests/${id}`, { status })).data;
}

export function useUpdateContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactRequestsKey }),
  });
}
