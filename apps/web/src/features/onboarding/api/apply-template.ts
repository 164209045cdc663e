import type { WebsiteWithSections } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getWebsite, onboardingWebsiteQueryKey } from './get-website';

/**
 * PUT /api/websites/{id}/template with the website's current version (read just before, so a
 * change made in another tab is not overwritten). 403 template_locked for a template above the plan.
 */
export async function applyTemplate({ websiteId, templateSlug }: { websiteId: number; templateSlug: string }): Promise<WebsiteWithSections> {
  const { version } = await getWebsite(websiteId);
  const answer = await api.put<{ success: true; website: WebsiteWithSections }>(`/websites/${websiteId}/template`, { version, template_slug: templateSlug });
  return answer.website;
}

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    onSuccess: (website) => queryClient.setQueryData(onboardingWebsiteQueryKey(website.id), website),
  });
}
