import type { WebsiteWithSections } from '@folio/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTemplate as putTemplate } from '@/api/apply-template';
import { getWebsite, websiteQueryKey } from '@/api/get-website';

/**
 * The template chosen in onboarding, sent with the website's current version (read just before, so
 * a change made in another tab is not overwritten). 403 template_locked for a template above the plan.
 */
export async function applyTemplate({ websiteId, templateSlug }: { websiteId: number; templateSlug: string }): Promise<WebsiteWithSections> {
  const { version } = await getWebsite(websiteId);
  return (await putTemplate(websiteId, version, templateSlug)).website;
}

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    onSuccess: (website) => queryClient.setQueryData(websiteQueryKey(website.id), website),
  });
}
