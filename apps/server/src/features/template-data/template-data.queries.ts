import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client';
import { templateData } from '../sections/sections.tables';

type Category = (typeof templateData.$inferSelect)['category'];

export function createTemplateDataQueries(db: Database) {
  return {
    async find(websiteId: number, category: Category): Promise<unknown> {
      const [row] = await db
        .select({ data: templateData.data })
        .from(templateData)
        .where(and(eq(templateData.website_id, websiteId), eq(templateData.category, category)));
      return row?.data;
    },

    upsert: (tx: Transaction, websiteId: number, category: Category, document: Record<string, unknown>) =>
      tx
        .insert(templateData)
        .values({ website_id: websiteId, category, data: document })
        .onConflictDoUpdate({ target: [templateData.website_id, templateData.category], set: { data: document, updated_at: sql`now()` } }),
  };
}
