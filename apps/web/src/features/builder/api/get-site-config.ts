import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SiteConfig {
  app_url: string;
  site_domain: string;
  site_port: number;
  /** e.g. 'http://{subdomain}.localhost:3000' */
  site_origin_template: string;
}

/** GET /api/config: where published sites (and the live preview page) are served. */
export async function getSiteConfig(): Promise<SiteConfig> {
  const answer = await api.get<{ success: true; data: SiteConfig }>('/config');
  return answer.data;
}

export const siteConfigQueryOptions = () => queryOptions({ queryKey: ['config'], queryFn: getSiteConfig, staleTime: Infinity });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/** The origin a website's pages are served from, e.g. http://ada.localhost:3000. */
export function siteOriginOf(config: SiteConfig, subdomain: string): string {
  return new URL(config.site_origin_template.replace('{subdomain}', subdomain)).origin;
}

/** The address of a website's home page, once the site configuration has loaded. */
export function useSiteUrl(subdomain: string | null): string | null {
  const config = useSiteConfig();
  return config.data && subdomain ? `${siteOriginOf(config.data, subdomain)}/` : null;
}
