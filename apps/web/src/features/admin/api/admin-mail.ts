import type { EmailPreviewsResponse, MailOutboxResponse, MailOutboxRow } from '@folio/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from './admin-stats';

const mailKey = [...adminKey, 'mail'] as const;

/** GET /api/admin/email-preview: every e-mail Folio sends, rendered with sample data. */
export const useEmailPreviews = () =>
  useQuery({
    queryKey: [...mailKey, 'previews'] as const,
    queryFn: ({ signal }) => api.get<EmailPreviewsResponse>('/admin/email-preview', { signal }).then((answer) => answer.data),
    staleTime: Infinity,
  });

/** GET /api/admin/mail-outbox: 25 a page, newest first, filtered by status. */
export function useMailOutbox(page: number, status: string | undefined) {
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set('status', status);
  return useQuery({
    queryKey: [...mailKey, 'outbox', page, status ?? null] as const,
    queryFn: ({ signal }) => api.get<MailOutboxResponse>(`/admin/mail-outbox?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/mail-outbox/{id}/resend: a failed message goes back to the mail queue. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string; data: MailOutboxRow }>(`/admin/mail-outbox/${id}/resend`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
