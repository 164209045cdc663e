import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ContactRequestStatus } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { websites } from '../websites/websites.tables';
import { contactRequests } from './contact-requests.tables';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export function createContactRequestQueries(db: Database) {
  return {
    async findOwned(userId: number, id: number): Promise<ContactRequestRow | undefined> {
      const [row] = await db.select().from(contactRequests).where(and(eq(contactRequests.id, id), eq(contactRequests.user_id, userId)));
      return row;
    },

    insert: async (values: typeof contactRequests.$inferInsert) => void (await db.insert(contactRequests).values(values)),

    /** One page of the user's messages (new and read without a status), the total, and each status's count. */
    async page(userId: number, filter: { status?: ContactRequestStatus; page: number; perPage: number }) {
      const where: SQL | undefined = and(
        eq(contactRequests.user_id, userId),
        filter.status ? eq(contactRequests.status, filter.status) : inArray(contactRequests.status, ['new', 'read']),
      );
      const [rows, [total], byStatus] = await Promise.all([
        db
          .select({ request: contactRequests, website_name: websites.name })
          .from(contactRequests)
          .leftJoin(websites, eq(websites.id, contactRequests.website_id))
          .where(where)
          .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ value: count() }).from(contactRequests).where(where),
        db
          .select({ status: contactRequests.status, value: count() })
          .from(contactRequests)
          .where(eq(contactRequests.user_id, userId))
          .groupBy(contactRequests.status),
      ]);
      return { rows, total: total?.value ?? 0, byStatus };
    },

    async update(id: number, values: Partial<typeof contactRequests.$inferInsert>): Promise<ContactRequestRow> {
      const [updated] = await db.update(contactRequests).set(values).where(eq(contactRequests.id, id)).returning();
      return updated!;
    },

    async websiteName(websiteId: number): Promise<string | null> {
      const [site] = await db.select({ name: websites.name }).from(websites).where(eq(websites.id, websiteId));
      return site?.name ?? null;
    },

    remove: async (id: number) => void (await db.delete(contactRequests).where(eq(contactRequests.id, id))),
  };
}
