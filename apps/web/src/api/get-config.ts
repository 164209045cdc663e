import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AppConfig {
  app_url: string;
  site_domain: string;
  site_port: number;
  /** e.g. 'http://{subdomain}.localhost:3000' */
  site_origin_template: string;
  /** The social sign-in providers the server is configured for. */
  social_providers: string[];
  /** The AI service outside Folio's servers that receives CV text, or null when none is configured. */
  ai_service: string | null;
}

/** GET /api/config: where published sites (and the live preview page) are served, and the sign-in options. */
export async function getConfig(): Promise<AppConfig> {
  const answer = await api.get<{ success: true; data: AppConfig }>('/config');
  return answer.data;
}

export const configQueryOptions = () => queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });

/** `retry: false` where the screen works without it (the social sign-in buttons are left out). */
export function useConfig(options: { retry?: false } = {}) {
  return useQuery({ ...configQueryOptions(), ...options });
}

/** The origin a website's pages are served from, e.g. http://ada.localhost:3000. */
export function siteOriginOf(config: AppConfig, subdomain: string): string {
  return new URL(config.site_origin_template.replace('{subdomain}', subdomain)).origin;
}

/** The address of a website's home page, once the configuration has loaded. */
export function useSiteUrl(subdomain: string | null): string | null {
  const config = useConfig();
  return config.data && subdomain ? `${siteOriginOf(config.data, subdomain)}/` : null;
}
