import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AppConfig {
  app_url: string;
  site_domain: string;
  site_port: number;
  social_providers: string[];
}

export async function getAppConfig(): Promise<AppConfig> {
  const answer = await api.get<{ success: true; data: AppConfig }>('/config');
  return answer.data;
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getAppConfig, staleTime: Infinity, retry: false });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
