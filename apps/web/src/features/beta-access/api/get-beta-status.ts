import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface BetaStatus {
  beta_access_enabled: boolean;
  has_access: boolean;
}

export async function getBetaStatus(): Promise<BetaStatus> {
  const answer = await api.get<{ success: true; data: BetaStatus }>('/beta-access/status');
  return answer.data;
}

export const betaStatusQueryOptions = () =>
  queryOptions({ queryKey: ['beta-access', 'status'], queryFn: getBetaStatus, staleTime: 60_000 });

export function useBetaStatus(enabled = true) {
  return useQuery({ ...betaStatusQueryOptions(), enabled });
}
