import { and, count, desc, eq, inArray, isNotNull, isNull, like, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { AdminWebsitesQuery } from '@folio/schema';
import type { Database } from '../../platform/db/client';
import { containing } from '../../platform/db/like';
import { pageViewRollups } from '../analytics/analytics.tables';
import { users } from '../auth/auth.tables';
import { customDomains } from '../domains/domains.tables';
import { websites, type WebsiteRow } from '../websites/websites.tables';


const listColumns = {
  id: websites.id,
  name: websites.name,
  status: websites.status,
  subdomain: websites.subdomain,
  template_slug: websites.template_slug,
  suspended_at: websites.suspended_at,
  created_at: websites.created_at,
  user_id: websites.user_id,
};
export interface AdminWebsiteListRow extends Pick<WebsiteRow, 'id' | 'name' | 'status' | 'subdomain' | 'template_slug' | 'suspended_at' | 'created_at'> {
  owner_id: number;
  owner_name: string;
  owner_email: string;
}

/** Up to this many owners (or domains) matching a search are passed to the websites query as ids. */
const fewMatches = 500;

function websitesWhere(query: AdminWebsitesQuery, related?: { owners: SQL; domains: SQL }): SQL | undefined {
  // Names and e-mails are matched lower-cased with LIKE (subdomains, e-mails and domains are stored so).
  const search = query.search?.trim().toLowerCase();
  const pattern = search ? containing(search) : undefined;
  // Uncorrelated: PostgreSQL reads custom_domains once (a hashed subplan), not once a website.
  const withDomain = (match?: SQL) => inArray(websites.id, sql`(select ${customDomains.website_id} from ${customDomains}${match ? sql` where ${match}` : sql``})`);
  return and(
    pattern
      ? or(
          like(sql`lower(${websites.name})`, pattern),
          like(websites.subdomain, pattern),
          // The owners whose e-mail matches, read once: the filter stays on websites, before the join.
          related?.owners ?? inArray(websites.user_id, sql`(select ${users.id} from ${users} where ${like(users.email, pattern)})`),
          related?.domains ?? withDomain(like(customDomains.domain, pattern)),
        )
      : undefined,
    query.status === 'suspended' ? isNotNull(websites.suspended_at) : query.status ? and(eq(websites.status, query.status), isNull(websites.suspended_at)) : undefined,
    query.template ? eq(websites.template_slug, query.template) : undefined,
    query.domain === 'yes' ? withDomain() : query.domain === 'no' ? not(withDomain()) : undefined,
  );
}

/** The admin websites screen's SQL: the list (with owners, domains and recent views) and the moderation writes. */
export function createAdminWebsiteQueries(db: Database) {
  async function withOwners(rows: Array<Omit<AdminWebsiteListRow, 'owner_id' | 'owner_name' | 'owner_email'> & { user_id: number }>): Promise<AdminWebsiteListRow[]> {
    if (rows.length === 0) return [];
    const owners = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, [...new Set(rows.map((row) => row.user_id))]));
    const byId = new Map(owners.map((owner) => [owner.id, owner]));
    return rows.map(({ user_id, ...row }) => ({ ...row, owner_id: user_id, owner_name: byId.get(user_id)?.name ?? '', owner_email: byId.get(user_id)?.email ?? '' }));
  }

  /**
   * The search's conditions on the owner's e-mail and the custom domains as lists of ids, when few
   * match: then the whole search is a bitmap OR of indexes on websites (the trigram indexes of name
   * and subdomain, user_id, id), where a subquery in the OR would make it read every website. When
   * many match (a broad term reads most websites anyway), undefined: the hashed subqueries are cheaper.
   */
  async function relatedMatches(pattern: string): Promise<{ owners: SQL; domains: SQL } | undefined> {
    const owners = await db.select({ id: users.id }).from(users).where(like(users.email, pattern)).limit(fewMatches + 1);
    const domains = await db.select({ id: customDomains.website_id }).from(customDomains).where(like(customDomains.domain, pattern)).limit(fewMatches + 1);
    if (owners.length > fewMatches || domains.length > fewMatches) return undefined;
    const none = sql`false`;
    return {
      owners: owners.length > 0 ? inArray(websites.user_id, owners.map((row) => row.id)) : none,
      domains: domains.length > 0 ? inArray(websites.id, domains.map((row) => row.id)) : none,
    };
  }

  return {
    /** A page of websites, newest first, and how many match. */
    async list(query: AdminWebsitesQuery, limit: number, offset: number) {
      // Websites alone (the owner's e-mail is matched apart): no join with every user before the
      // page is known; the page's owners are read after.
      const order = [desc(websites.created_at), desc(websites.id)];
      const search = query.search?.trim().toLowerCase();
      if (search) {
        const where = websitesWhere(query, await relatedMatches(containing(search)));
        // The count comes with the page, from the same rows.
        const rows = await db
          .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
          .from(websites)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        const counted = async () => (await db.select({ value: count() }).from(websites).where(where))[0]?.value ?? 0;
        return { rows: await withOwners(rows), total: rows[0]?.total ?? (offset > 0 ? await counted() : 0) };
      }
      const where = websitesWhere(query);
      const rows = await db.select(listColumns).from(websites).where(where).orderBy(...order).limit(limit).offset(offset);
      return { rows: await withOwners(rows), total: (await db.select({ value: count() }).from(websites).where(where))[0]?.value ?? 0 };
    },

    async find(id: number): Promise<AdminWebsiteListRow | undefined> {
      const [row] = await withOwners(await db.select(listColumns).from(websites).where(eq(websites.id, id)));
      return row;
    },

    /** The custom domains of these websites. */
    async domainsOf(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ websiteId: customDomains.website_id, domain: customDomains.domain }).from(customDomains).where(inArray(customDomains.website_id, ids)).orderBy(customDomains.id);
    },

    /** Page views of these websites over the last 30 days, from the daily rollups. */
    async views30d(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ websiteId: pageViewRollups.website_id, views: sql<number>`sum(${pageViewRollups.views})::int` })
        .from(pageViewRollups)
        .where(and(inArray(pageViewRollups.website_id, ids), eq(pageViewRollups.dimension, 'total'), sql`${pageViewRollups.day} > current_date - 30`))
        .groupBy(pageViewRollups.website_id);
    },

    /** Back to a draft (the owner may publish it again); the version moves on, so an open builder reloads rather than overwrites. */
    async unpublish(id: number) {
      await db
        .update(websites)
        .set({ status: 'draft', version: sql`${websites.version} + 1`, updated_at: new Date() })
        .where(and(eq(websites.id, id), ne(websites.status, 'draft')));
    },

    /** Its status stays as the owner set it: lifting the suspension serves a published site again. */
    async setSuspended(id: number, suspended: boolean) {
      await db
        .update(websites)
        .set({ suspended_at: suspended ? new Date() : null, updated_at: new Date() })
        .where(eq(websites.id, id));
    },
  };
}
export type AdminWebsiteQueries = ReturnType<typeof createAdminWebsiteQueries>;
