import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { beginImpersonation, type ImpersonationStart } from '@/lib/impersonation';

/** POST /api/admin/users/{id}/impersonate, then this browser acts as the user (lib/impersonation.ts). */
export function useImpersonate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ImpersonationStart & { message: string }>(`/admin/users/${id}/impersonate`),
    onSuccess: (started) => beginImpersonation(queryClient, started),
  });
}
