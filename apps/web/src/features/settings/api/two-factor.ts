import type { RecoveryCodesResponse, TwoFactorSetup, TwoFactorStatus } from '@folio/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const twoFactorKey = ['two-factor'] as const;

/** GET /api/two-factor: whether it is on, and how many recovery codes are left. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: twoFactorKey,
      enabled,
      queryFn: async ({ signal }) => (await api.get<{ success: true; data: TwoFactorStatus }>('/two-factor', { signal })).data,
    }),
  );
}

/** POST /api/two-factor/setup: a new secret, its QR code and address. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: async () => (await api.post<{ success: true; data: TwoFactorSetup }>('/two-factor/setup', {})).data });
}

function useCodeMutation(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesResponse>(path, { code }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

/** POST /api/two-factor/confirm: the first code turns it on and answers the recovery codes. */
export const useConfirmTwoFactor = () => useCodeMutation('/two-factor/confirm');
/** POST /api/two-factor/recovery-codes: a new set for a current code. */
export const useRegenerateRecoveryCodes = () => useCodeMutation('/two-factor/recovery-codes');

/** POST /api/two-factor/disable: turns it off for a current code (or a recovery code). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ success: true; message: string }>('/two-factor/disable', { code }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
