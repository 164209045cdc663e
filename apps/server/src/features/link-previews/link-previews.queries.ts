import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from '../auth/auth.tables';
import { websites } from '../websites/websites.tables';
import { linkPreviews } from './link-previews.tables';

export function createLinkPreviewQueries(db: Database) {
  return {
    /** The website with its owner's plan (a post's image only while the plan has the blog). */
    async website(id: number) {
      const [row] = await db.select({ website: websites, plan: users.current_plan }).from(websites).innerJoin(users, eq(users.id, websites.user_id)).where(eq(websites.id, id));
      return row;
    },

    list: (websiteId: number) => db.select().from(linkPreviews).where(eq(linkPreviews.website_id, websiteId)),

    async save(row: { website_id: number; subject: string; post_id: number | null; key: string }) {
      await db
        .insert(linkPreviews)
        .values(row)
        .onConflictDoUpdate({ target: [linkPreviews.website_id, linkPreviews.subject], set: { key: row.key, post_id: row.post_id, created_at: new Date() } });
    },

    async remove(websiteId: number, subjects: string[]) {
      if (subjects.length === 0) return;
      await db.delete(linkPreviews).where(and(eq(linkPreviews.website_id, websiteId), inArray(linkPreviews.subject, subjects)));
    },
  };
}
