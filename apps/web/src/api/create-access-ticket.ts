import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AccessTicketInput = { purpose: 'preview'; website_id: number; path?: string } | { purpose: 'view'; site: string; path?: string };

/**
 * POST /api/sites/access-ticket: a one-minute, single-use URL on the site's own origin, which
 * exchanges it for a cookie of that origin. The site never sees the app's token.
 */
export function createAccessTicket(input: AccessTicketInput) {
  return api.post<{ success: true; url: string }>('/sites/access-ticket', input);
}

export function useCreateAccessTicket() {
  return useMutation({ mutationFn: createAccessTicket });
}
