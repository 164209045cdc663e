import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ValidationError, notFound } from '../../platform/errors';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteService } from '../websites/websites.service';
import { websites as websitesTable } from '../websites/websites.tables';
import type { SectionDefinition } from './sections.registry';

/** Create, update, delete and reorder the items of a website's list sections, each write versioned. */
export function createSectionService({ db, websites }: { db: Database; websites: WebsiteService }) {
  /** The item and its website id, if the item belongs to one of the user's websites. */
  async function ownedItem(user: UserRow, section: SectionDefinition, itemId: number) {
    const { table } = section;
    const [row] = await db
      .select({ id: table.id, website_id: table.website_id })
      .from(table)
      .innerJoin(websitesTable, eq(websitesTable.id, table.website_id))
      .where(and(eq(table.id, itemId), eq(websitesTable.user_id, user.id)));
    if (!row) throw notFound(section.messages.notFound);
    return row;
  }

  return {
    async list(user: UserRow, section: SectionDefinition, websiteId: number) {
      await websites.owned(user, websiteId);
      const { table } = section;
      const rows = await db.select().from(table).where(eq(table.website_id, websiteId)).orderBy(asc(table.sort_order), asc(table.id));
      return rows.map((row) => section.entity.parse(row));
    },

    async create(user: UserRow, section: SectionDefinition, websiteId: number, version: number, input: Record<string, unknown>) {
      const { table } = section;
      const { website, result } = await websites.write(user, websiteId, version, async (tx) => {
        const [last] = await tx.select({ value: max(table.sort_order) }).from(table).where(eq(table.website_id, websiteId));
        // The values were parsed by this section's zod input schema, which mirrors its table.
        const values = { ...input, website_id: websiteId, sort_order: (last?.value ?? -1) + 1 } as never;
        const [row] = await tx.insert(table).values(values).returning();
        return section.entity.parse(row);
      });
      return { item: result, websiteVersion: website.version };
    },

    async update(user: UserRow, section: SectionDefinition, itemId: number, version: number, input: Record<string, unknown>) {
      const { table } = section;
      const item = await ownedItem(user, section, itemId);
      const { website, result } = await websites.write(user, item.website_id, version, async (tx) => {
        const [row] = await tx
          .update(table)
          .set({ ...input, updated_at: sql`now()` })
          .where(eq(table.id, itemId))
          .returning();
        return section.entity.parse(row);
      });
      return { item: result, websiteVersion: website.version };
    },

    async remove(user: UserRow, section: SectionDefinition, itemId: number, version: number) {
      const { table } = section;
      const item = await ownedItem(user, section, itemId);
      const { website } = await websites.write(user, item.website_id, version, (tx) => tx.delete(table).where(eq(table.id, itemId)));
      return { websiteVersion: website.version };
    },

    /** Sets the order of every item of the section; the ids must be exactly the website's items. */
    async reorder(user: UserRow, section: SectionDefinition, websiteId: number, version: number, ids: number[]) {
      const { table } = section;
      await websites.owned(user, websiteId);
      const existing = await db.select({ id: table.id }).from(table).where(eq(table.website_id, websiteId));
      const known = new Set(existing.map((row) => row.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((itemId) => known.has(itemId))) {
        throw new ValidationError({ [section.key]: ['The order must list each item of this section exactly once.'] });
      }
      const { website } = await websites.write(user, websiteId, version, async (tx) => {
        if (ids.length === 0) return;
        const cases = sql.join(
          ids.map((itemId, index) => sql`when ${itemId}::integer then ${index}::integer`),
          sql` `,
        );
        await tx
          .update(table)
          .set({ sort_order: sql`case ${table.id} ${cases} end`, updated_at: sql`now()` })
          .where(and(eq(table.website_id, websiteId), inArray(table.id, ids)));
      });
      return { websiteVersion: website.version };
    },
  };
}
export type SectionService = ReturnType<typeof createSectionService>;
