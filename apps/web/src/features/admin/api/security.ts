import type { SecuritySettings } from '@folio/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const securityKey = ['admin', 'security-settings'] as const;

/** GET /api/admin/security-settings: whether admin accounts must use two-factor sign-in. */
export const useSecuritySettings = () =>
  useQuery({ queryKey: securityKey, queryFn: ({ signal }) => api.get<{ data: SecuritySettings }>('/admin/security-settings', { signal }).then((answer) => answer.data) });

/** PUT /api/admin/security-settings (audited). Refused with 422 to an admin without two-factor sign-in. */
export function useSetAdminTwoFactorRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.put<{ message: string; data: SecuritySettings }>('/admin/security-settings', { admin_two_factor_required: required }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKey }),
  });
}
