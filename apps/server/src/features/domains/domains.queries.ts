import { and, asc, count, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { verifiableStatuses } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { websites } from '../websites/websites.tables';
import { customDomains, type CustomDomainRow } from './domains.tables';

export type NewCustomDomain = Pick<typeof customDomains.$inferInsert, 'website_id' | 'domain' | 'verification_token' | 'force_https' | 'redirect_www' | 'next_check_at'>;

/** The custom domains' SQL: rows reach a user only through a website of theirs. */
export function createDomainQueries(db: Database) {
  return {
    listForWebsite: (websiteId: number) => db.select().from(customDomains).where(eq(customDomains.website_id, websiteId)).orderBy(asc(customDomains.id)),

    async countForUser(userId: number) {
      const [row] = await db
        .select({ total: count() })
        .from(customDomains)
        .innerJoin(websites, eq(websites.id, customDomains.website_id))
        .where(eq(websites.user_id, userId));
      return row?.total ?? 0;
    },

    /** The domain, if it is on one of the user's websites. */
    async findOwned(userId: number, domainId: number) {
      const [row] = await db
        .select({ domain: customDomains })
        .from(customDomains)
        .innerJoin(websites, eq(websites.id, customDomains.website_id))
        .where(and(eq(customDomains.id, domainId), eq(websites.user_id, userId)));
      return row?.domain;
    },

    /** Who holds a name, if anyone: its row and the website's owner. */
    async findByName(domain: string) {
      const [row] = await db
        .select({ domain: customDomains, userId: websites.user_id })
        .from(customDomains)
        .innerJoin(websites, eq(websites.id, customDomains.website_id))
        .where(eq(customDomains.domain, domain));
      return row;
    },

    /** With the website it belongs to: who to tell, and where the site lives. */
    async findWithWebsite(domainId: number) {
      const [row] = await db
        .select({ domain: customDomains, userId: websites.user_id, websiteName: websites.name, subdomain: websites.subdomain })
        .from(customDomains)
        .innerJoin(websites, eq(websites.id, customDomains.website_id))
        .where(eq(customDomains.id, domainId));
      return row;
    },

    async insert(values: NewCustomDomain): Promise<CustomDomainRow> {
      const [row] = await db.insert(customDomains).values(values).returning();
      return row!;
    },

    async remove(domainId: number) {
      await db.delete(customDomains).where(eq(customDomains.id, domainId));
    },

    async update(domainId: number, values: Partial<typeof customDomains.$inferInsert>): Promise<CustomDomainRow | undefined> {
      const [row] = await db
        .update(customDomains)
        .set({ ...values, updated_at: new Date() })
        .where(eq(customDomains.id, domainId))
        .returning();
      return row;
    },

    /**
     * Marks the domain verified if it still waits for it: of two checks that succeed together (the
     * owner's click and the background), one gets the row, so the owner is told once.
     */
    async markVerified(domainId: number, now: Date): Promise<CustomDomainRow | undefined> {
      const [row] = await db
        .update(customDomains)
        .set({ status: 'verified', verified_at: now, last_checked_at: now, last_error: null, next_check_at: null, check_attempts: 0, updated_at: now })
        .where(and(eq(customDomains.id, domainId), inArray(customDomains.status, [...verifiableStatuses])))
        .returning();
      return row;
    },

    /** Domains the background still checks, to queue again when the workers start. */
    /** Domains still waiting for verification whose next background check is due by `dueBy`. */
    dueForCheck: (dueBy: Date) =>
      db
        .select({ id: customDomains.id, attempts: customDomains.check_attempts })
        .from(customDomains)
        .where(and(isNotNull(customDomains.next_check_at), lte(customDomains.next_check_at, dueBy), inArray(customDomains.status, [...verifiableStatuses]))),
  };
}
export type DomainQueries = ReturnType<typeof createDomainQueries>;
