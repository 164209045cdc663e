import type { ContactRequest, ContactRequestCounts, ContactRequestStatus, Pagination } from '@folio/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** The folders of the inbox: the inbox proper (new and read), unread only, archived, spam. */
export type ContactFolder = 'inbox' | 'new' | 'archived' | 'spam';

export interface ContactRequestPage {
  success: true;
  data: ContactRequest[];
  pagination: Pagination;
  counts: ContactRequestCounts;
}

export const contactPerPage = 20;

/** GET /api/contact-requests?page=&status=: newest first; without a status, new and read messages. */
export function getContactRequests(folder: ContactFolder, page: number, signal?: AbortSignal): Promise<ContactRequestPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(contactPerPage) });
  const status: ContactRequestStatus | undefined = folder === 'inbox' ? undefined : folder;
  if (status) query.set('status', status);
  return api.get<ContactRequestPage>(`/contact-requests?${query.toString()}`, { signal });
}

/** Also refreshed by the shell when a contact_request notification arrives. */
export const contactRequestsKey = ['contact-requests'] as const;

export const contactRequestsQueryOptions = (folder: ContactFolder, page: number) =>
  queryOptions({
    queryKey: [...contactRequestsKey, 'list', { folder, page }] as const,
    queryFn: ({ signal }) => getContactRequests(folder, page, signal),
    staleTime: 30_000,
    retry: (failureCount, error) => failureCount < 1 && !isApiError(error, 401),
  });

export function useContactRequests(folder: ContactFolder, page: number) {
  return useQuery({ ...contactRequestsQueryOptions(folder, page), placeholderData: keepPreviousData });
}
