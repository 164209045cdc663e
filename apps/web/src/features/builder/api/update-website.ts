import type { Contact, WebsiteDesign, WebsiteStatus, WebsiteWithSections } from '@folio/schema';
import { api } from '@/lib/api-client';

export interface WebsiteChanges {
  name?: string;
  intro?: string;
  description?: string;
  contact?: Contact;
  status?: WebsiteStatus;
  search_indexing?: boolean;
  cv_download?: boolean;
  design?: WebsiteDesign;
}

export interface UpdateWebsiteAnswer {
  success: true;
  message: string;
  website: WebsiteWithSections;
}

/** PATCH /api/websites/{id}/builder: the changed fields and the version they were based on. */
export function updateWebsite(id: number, version: number, changes: WebsiteChanges): Promise<UpdateWebsiteAnswer> {
  return api.patch(`/websites/${id}/builder`, { version, ...changes });
}
