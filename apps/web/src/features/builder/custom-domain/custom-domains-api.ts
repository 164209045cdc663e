import type { CustomDomain, CustomDomainInput, CustomDomainList } from '@folio/schema';
import { queryOptions } from '@tanstack/react-query';
import { websiteQueryKey } from '@/api/get-website';
import { api } from '@/lib/api-client';

export const customDomainsKey = (websiteId: number) => [...websiteQueryKey(websiteId), 'custom-domains'] as const;

/** GET /api/websites/{id}/custom-domains: the domains, the propagation info and the plan's usage. */
export const customDomainsQuery = (websiteId: number) =>
  queryOptions({
    queryKey: customDomainsKey(websiteId),
    queryFn: () => api.get<CustomDomainList>(`/websites/${websiteId}/custom-domains`),
    retry: false,
  });

/** POST /api/websites/{id}/custom-domains. */
export const addCustomDomain = async (websiteId: number, input: CustomDomainInput) =>
  (await api.post<{ domain: CustomDomain }>(`/websites/${websiteId}/custom-domains`, input)).domain;

/** POST /api/custom-domains/{id}/verify: the domain once its DNS records are found; a 422 says what is missing. */
export const verifyCustomDomain = async (domainId: number) => (await api.post<{ domain: CustomDomain }>(`/custom-domains/${domainId}/verify`)).domain;

/** DELETE /api/custom-domains/{id}. */
export const removeCustomDomain = (domainId: number) => api.delete<unknown>(`/custom-domains/${domainId}`);
