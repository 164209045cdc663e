import type { TemplateDataByCategory } from '@folio/schema';
import { api } from '@/lib/api-client';
import type { DataCategory } from './get-template-data';

export interface SaveTemplateDataAnswer<C extends DataCategory> {
  success: true;
  message: string;
  data: { category: C; data: TemplateDataByCategory[C] };
  website_version: number;
}

/** PUT /api/websites/{id}/template-data/{category}; 422 errors are keyed 'data.field.path'. */
export function saveTemplateData<C extends DataCategory>(
  websiteId: number,
  category: C,
  version: number,
  data: TemplateDataByCategory[C],
): Promise<SaveTemplateDataAnswer<C>> {
  return api.put(`/websites/${websiteId}/template-data/${category}`, { version, data });
}
