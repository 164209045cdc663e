import { templateCounts, type PlanName, type TemplateSummary } from '@folio/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const templatesQueryKey = ['templates'] as const;

// Tier first, then name (builder.md section 4), as @folio/schema's compareTemplates orders them;
// written here because importing it would pull zod into the landing page, which shows the catalogue too.
const tierOrder = { free: 0, pro: 1, premium: 2 } as const;
function byTierThenName(a: TemplateSummary, b: TemplateSummary): number {
  return tierOrder[a.tier] - tierOrder[b.tier] || a.name.localeCompare(b.name);
}

/** GET /api/templates: the catalogue (names, tiers, preview images), tier first then name. */
export async function getTemplates(): Promise<TemplateSummary[]> {
  const answer = await api.get<{ success: true; data: TemplateSummary[] }>('/templates');
  return [...answer.data].sort(byTierThenName);
}

export const templatesQueryOptions = () => queryOptions({ queryKey: templatesQueryKey, queryFn: getTemplates, staleTime: 10 * 60_000 });

/** `retry: false` where a failed catalogue is simply left out (the landing page). */
export function useTemplates(options: { retry?: false } = {}) {
  return useQuery({ ...templatesQueryOptions(), ...options });
}

/** How many templates each plan opens, once the catalogue has loaded (plan lists count them then). */
export function useTemplateCounts(): Record<PlanName, number> | undefined {
  const { data } = useTemplates({ retry: false });
  return data ? templateCounts(data.map((template) => template.tier)) : undefined;
}
