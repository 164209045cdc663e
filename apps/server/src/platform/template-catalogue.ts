import { compareTemplates, dataCategoryOf, templateCounts, type PlanName, type TemplateDataCategory, type TemplateSummary } from '@folio/schema';
import { templates, toTemplateSummary } from '@folio/templates';

export interface TemplateCatalogue {
  list(): TemplateSummary[];
  find(slug: string): TemplateSummary | undefined;
  /** The template-data form a template uses (modern, academic ... or default). */
  dataCategory(slug: string): TemplateDataCategory;
  /** How many templates a plan opens: what upgrade offers count. */
  countFor(plan: PlanName): number;
}

/** How many of the package's templates each plan opens. */
export const catalogueCounts = templateCounts(templates.map((template) => template.tier));

/** The catalogue the server enforces plans against: the templates package, ordered tier first, then name. */
export function createTemplateCatalogue(previewUrl: (slug: string) => string): TemplateCatalogue {
  const summaries = templates.map((template) => toTemplateSummary(template, previewUrl(template.slug))).sort(compareTemplates);
  const bySlug = new Map(summaries.map((summary) => [summary.slug, summary]));
  return {
    list: () => summaries,
    find: (slug) => bySlug.get(slug),
    dataCategory: (slug) => {
      const summary = bySlug.get(slug);
      return summary ? dataCategoryOf(summary.category) : 'default';
    },
    countFor: (plan) => catalogueCounts[plan],
  };
}
