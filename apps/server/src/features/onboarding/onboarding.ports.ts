import type { ParserPool } from '@folio/cv-parser';
import type { Contact, TemplateData, TemplateDataByCategory, User, WebsiteContent } from '@folio/schema';
import type { Transaction } from '../../platform/db/client';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';

// What onboarding takes of other features, no more; services.ts passes the real services.

/** The accounts (the auth feature's queries and service). */
export interface Users {
  findUserById(id: number): Promise<UserRow | undefined>;
  updateUser(id: number, values: Partial<UserRow>): Promise<UserRow>;
}
export interface UserPresenter {
  presentUser(user: UserRow): Promise<User>;
}

/** The websites feature: creates a website within the user's plan, with its first content. */
export interface Websites {
  create(
    user: UserRow,
    input: { name: string; intro?: string; description?: string; template_slug?: string; contact?: Contact; flat_picture?: string | null },
    options?: { content?: WebsiteContent; tx?: Transaction },
  ): Promise<WebsiteRow>;
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
}

/** The template-data feature: a website's stored document for a form category. */
export interface TemplateDocuments {
  get(user: UserRow, websiteId: number, category: keyof TemplateDataByCategory): Promise<TemplateData>;
}

/** The CV reader: the parser run in child processes with time and memory limits (platform/cv-reader.ts). */
export type CvReader = Pick<ParserPool, 'extract' | 'parse'>;
