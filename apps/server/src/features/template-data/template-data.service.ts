import { and, eq, sql } from 'drizzle-orm';
import { templateDataSchemas, type TemplateDataByCategory } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { ValidationError } from '../../platform/errors';
import type { UserRow } from '../auth/auth.tables';
import { templateData } from '../sections/sections.tables';
import type { WebsiteService } from '../websites/websites.service';

export type DataCategory = keyof TemplateDataByCategory;

/** The template-specific data of a website, one validated document per form category. */
export function createTemplateDataService({ db, websites }: { db: Database; websites: WebsiteService }) {
  return {
    /** The stored document, or the category's defaults when the owner never saved one. */
    async get(user: UserRow, websiteId: number, category: DataCategory) {
      await websites.owned(user, websiteId);
      const [row] = await db
        .select({ data: templateData.data })
        .from(templateData)
        .where(and(eq(templateData.website_id, websiteId), eq(templateData.category, category)));
      const parsed = templateDataSchemas[category].safeParse(row?.data ?? {});
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
      const { website } = await websites.write(user, websiteId, version, (tx) =>
        tx
          .insert(templateData)
          .values({ website_id: websiteId, category, data: document })
          .onConflictDoUpdate({ target: [templateData.website_id, templateData.category], set: { data: document, updated_at: sql`now()` } }),
      );
      return { data: document, websiteVersion: website.version };
    },
  };
}
export type TemplateDataService = ReturnType<typeof createTemplateDataService>;
