import type { Database, Transaction } from '../../platform/db/client';
import { ValidationError, notFound } from '../../platform/errors';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import type { SectionDefinition } from './sections.registry';
import { createSectionQueries } from './sections.queries';

/** What sections take of the websites feature (services.ts passes it): ownership and versioned writes. */
export interface WebsiteWrites {
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
}

/** Create, update, delete and reorder the items of a website's list sections, each write versioned. */
export function createSectionService({ db, websites }: { db: Database; websites: WebsiteWrites }) {
  const queries = createSectionQueries(db);

  async function ownedItem(user: UserRow, section: SectionDefinition, itemId: number) {
    const row = await queries.findOwnedItem(section.table, user.id, itemId);
    if (!row) throw notFound(section.messages.notFound);
    return row;
  }

  return {
    async list(user: UserRow, section: SectionDefinition, websiteId: number) {
      await websites.owned(user, websiteId);
      const rows = await queries.list(section.table, websiteId);
      return rows.map((row) => section.entity.parse(row));
    },

    async create(user: UserRow, section: SectionDefinition, websiteId: number, version: number, input: Record<string, unknown>) {
      const { website, result } = await websites.write(user, websiteId, version, async (tx) =>
        section.entity.parse(await queries.insertLast(tx, section.table, websiteId, input)),
      );
      return { item: result, websiteVersion: website.version };
    },

    async update(user: UserRow, section: SectionDefinition, itemId: number, version: number, input: Record<string, unknown>) {
      const item = await ownedItem(user, section, itemId);
      const { website, result } = await websites.write(user, item.website_id, version, async (tx) =>
        section.entity.parse(await queries.update(tx, section.table, itemId, input)),
      );
      return { item: result, websiteVersion: website.version };
    },

    async remove(user: UserRow, section: SectionDefinition, itemId: number, version: number) {
      const item = await ownedItem(user, section, itemId);
      const { website } = await websites.write(user, item.website_id, version, (tx) => queries.remove(tx, section.table, itemId));
      return { websiteVersion: website.version };
    },

    /** Sets the order of every item of the section; the ids must be exactly the website's items. */
    async reorder(user: UserRow, section: SectionDefinition, websiteId: number, version: number, ids: number[]) {
      await websites.owned(user, websiteId);
      const known = new Set((await queries.listIds(section.table, websiteId)).map((row) => row.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((itemId) => known.has(itemId))) {
        throw new ValidationError({ [section.key]: ['The order must list each item of this section exactly once.'] });
      }
      const { website } = await websites.write(user, websiteId, version, (tx) => queries.reorder(tx, section.table, websiteId, ids));
      return { websiteVersion: website.version };
    },
  };
}
export type SectionService = ReturnType<typeof createSectionService>;
