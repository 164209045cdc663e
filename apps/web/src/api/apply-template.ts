import type { TemplateSummary, WebsiteWithSections } from '@folio/schema';
import { api } from '@/lib/api-client';

export interface ApplyTemplateAnswer {
  success: true;
  message: string;
  website: WebsiteWithSections;
  template: TemplateSummary;
}

/** PUT /api/websites/{id}/template; a template above the plan answers 403 template_locked. */
export function applyTemplate(id: number, version: number, templateSlug: string): Promise<ApplyTemplateAnswer> {
  return api.put(`/websites/${id}/template`, { version, template_slug: templateSlug });
}
