import { templateDataSchemas, type TemplateDataByCategory } from '@folio/schema';
import type { Database, Transaction } from '../../platform/db/client';
import { ValidationError } from '../../platform/errors';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import { createTemplateDataQueries } from './template-data.queries';

/** What template data take of the websites feature (services.ts passes it): ownership and versioned writes. */
export interface WebsiteWrites {
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
}

export type DataCategory = keyof TemplateDataByCategory;

/** The template-specific data of a website, one validated document per form category. */
export function createTemplateDataService({ db, websites }: { db: Database; websites: WebsiteWrites }) {
  const queries = createTemplateDataQueries(db);
  return {
    /** The stored document, or the category's defaults when the owner never saved one. */
    async get(user: UserRow, websiteId: number, category: DataCategory) {
      await websites.owned(user, websiteId);
      const parsed = templateDataSchemas[category].safeParse((await queries.find(websiteId, category)) ?? {});
      return parsed.success ? parsed.data : templateDataSchemas[category].parse({});
    },

    async save(user: UserRow, websiteId: number, category: DataCategory, data: unknown, version: number) {
      const parsed = templateDataSchemas[category].safeParse(data);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[['data', ...issue.path].join('.')] ??= []).push(issue.message);
        throw new ValidationError(errors);
      }
      const document = parsed.data as Record<string, unknown>;
      const { website } = await websites.write(user, websiteId, version, (tx) => queries.upsert(tx, websiteId, category, document));
      return { data: document, websiteVersion: website.version };
    },
  };
}
export type TemplateDataService = ReturnType<typeof createTemplateDataService>;
