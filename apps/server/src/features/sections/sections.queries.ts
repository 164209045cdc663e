import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client';
import type { SectionTable } from './sections.tables';
import { websites } from '../websites/websites.tables';

/** The items of one list section's table; writes take the website's versioned transaction. */
export function createSectionQueries(db: Database) {
  return {
    /** The item's id and website id, if the item belongs to one of the user's websites. */
    async findOwnedItem(table: SectionTable, userId: number, itemId: number) {
      const [row] = await db
        .select({ id: table.id, website_id: table.website_id })
        .from(table)
        .innerJoin(websites, eq(websites.id, table.website_id))
        .where(and(eq(table.id, itemId), eq(websites.user_id, userId)));
      return row;
    },

    list: (table: SectionTable, websiteId: number) => db.select().from(table).where(eq(table.website_id, websiteId)).orderBy(asc(table.sort_order), asc(table.id)),

    listIds: (table: SectionTable, websiteId: number) => db.select({ id: table.id }).from(table).where(eq(table.website_id, websiteId)),

    /** Appends the item after the website's last one. */
    async insertLast(tx: Transaction, table: SectionTable, websiteId: number, input: Record<string, unknown>) {
      const [last] = await tx.select({ value: max(table.sort_order) }).from(table).where(eq(table.website_id, websiteId));
      // The values were parsed by the section's zod input schema, which mirrors its table.
      const values = { ...input, website_id: websiteId, sort_order: (last?.value ?? -1) + 1 } as never;
      const [row] = await tx.insert(table).values(values).returning();
      return row;
    },

    async update(tx: Transaction, table: SectionTable, itemId: number, input: Record<string, unknown>) {
      const [row] = await tx
        .update(table)
        .set({ ...input, updated_at: sql`now()` })
        .where(eq(table.id, itemId))
        .returning();
      return row;
    },

    remove: (tx: Transaction, table: SectionTable, itemId: number) => tx.delete(table).where(eq(table.id, itemId)),

    /** Sets each listed item's position to its index in `ids`, in one statement. */
    async reorder(tx: Transaction, table: SectionTable, websiteId: number, ids: number[]) {
      if (ids.length === 0) return;
      const cases = sql.join(
        ids.map((itemId, index) => sql`when ${itemId}::integer then ${index}::integer`),
        sql` `,
      );
      await tx
        .update(table)
        .set({ sort_order: sql`case ${table.id} ${cases} end`, updated_at: sql`now()` })
        .where(and(eq(table.website_id, websiteId), inArray(table.id, ids)));
    },
  };
}
