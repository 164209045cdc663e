import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { pageViews } from '../features/analytics/analytics.tables';
import { websites, type WebsiteRow } from '../features/websites/websites.tables';

export type PageViewRow = typeof pageViews.$inferInsert;

/** The site host's SQL: which website a subdomain names, the website to render, the views it counted. */
export function createSiteQueries(db: Database) {
  return {
    async siteAt(subdomain: string) {
      const [row] = await db
        .select({ websiteId: websites.id, userId: websites.user_id, status: websites.status, version: websites.version })
        .from(websites)
        .where(eq(websites.subdomain, subdomain));
      return row;
    },

    async website(id: number): Promise<WebsiteRow | undefined> {
      const [row] = await db.select().from(websites).where(eq(websites.id, id));
      return row;
    },

    /** Adds views to each (website, day, path, referrer, device) count, in one statement. */
    async addPageViews(rows: PageViewRow[]) {
      await db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.website_id, pageViews.day, pageViews.path, pageViews.referrer_host, pageViews.device],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    },
  };
}
