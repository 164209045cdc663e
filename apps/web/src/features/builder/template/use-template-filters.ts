import type { TemplateSummary, TemplateTier } from '@folio/schema';
import { useMemo, useState } from 'react';

export type TierFilter = 'all' | TemplateTier;

/** Category and tier filters over the catalogue (already ordered tier first, then name). */
export function useTemplateFilters(templates: TemplateSummary[]) {
  const [category, setCategory] = useState('all');
  const [tier, setTier] = useState<TierFilter>('all');
  const categories = useMemo(() => [...new Set(templates.map((template) => template.category))].sort(), [templates]);
  const inCategory = useMemo(() => templates.filter((template) => category === 'all' || template.category === category), [templates, category]);
  const counts = useMemo(
    () => ({
      all: inCategory.length,
      free: inCategory.filter((template) => template.tier === 'free').length,
      pro: inCategory.filter((template) => template.tier === 'pro').length,
      premium: inCategory.filter((template) => template.tier === 'premium').length,
    }),
    [inCategory],
  );
  const shown = useMemo(() => inCategory.filter((template) => tier === 'all' || template.tier === tier), [inCategory, tier]);
  const reset = () => {
    setCategory('all');
    setTier('all');
  };
  return { category, setCategory, tier, setTier, categories, counts, shown, reset };
}
