import { and, asc, eq, inArray, like, lte, max, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client';
import { blogPosts, experiences, projects } from '../sections/sections.tables';
import { websites } from '../websites/websites.tables';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'website_id' | 'sort_order' | 'created_at' | 'updated_at'>;
type Executor = Database | Transaction;

/** A website's posts; writes take the website's versioned transaction. */
export function createBlogQueries(db: Database) {
  return {
    /** The post's id and website id, if the post belongs to one of the user's websites. */
    async findOwnedPost(userId: number, postId: number) {
      const [row] = await db
        .select({ id: blogPosts.id, website_id: blogPosts.website_id })
        .from(blogPosts)
        .innerJoin(websites, eq(websites.id, blogPosts.website_id))
        .where(and(eq(blogPosts.id, postId), eq(websites.user_id, userId)));
      return row;
    },

    list: (websiteId: number) => db.select().from(blogPosts).where(eq(blogPosts.website_id, websiteId)).orderBy(asc(blogPosts.sort_order), asc(blogPosts.id)),

    /**
     * Scheduled posts whose date has come become published; returns each website concerned once.
     * Not a versioned write: the owner changed nothing, and a builder open on the website keeps its
     * version (the post was already visible on the site from its date, so no page changes).
     */
    async publishDue(now: Date) {
      const rows = await db
        .update(blogPosts)
        .set({ status: 'published' })
        .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.published_at, now)))
        .returning({ website_id: blogPosts.website_id });
      const ids = [...new Set(rows.map((row) => row.website_id))];
      return ids.length === 0 ? [] : db.select({ id: websites.id, subdomain: websites.subdomain }).from(websites).where(inArray(websites.id, ids));
    },

    listIds: (websiteId: number) => db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.website_id, websiteId)),

    /** The slugs of the website equal to `base` or starting with `base-`, other than the post's own. */
    async slugsLike(tx: Executor, websiteId: number, base: string, exceptPostId?: number) {
      const rows = await tx
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.website_id, websiteId),
            or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)),
            exceptPostId === undefined ? undefined : ne(blogPosts.id, exceptPostId),
          ),
        );
      return rows.map((row) => row.slug);
    },

    async hasExperience(tx: Executor, websiteId: number, experienceId: number) {
      const [row] = await tx.select({ id: experiences.id }).from(experiences).where(and(eq(experiences.id, experienceId), eq(experiences.website_id, websiteId)));
      return row !== undefined;
    },

    async hasProject(tx: Executor, websiteId: number, projectId: number) {
      const [row] = await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), eq(projects.website_id, websiteId)));
      return row !== undefined;
    },

    /** Appends the post after the website's last one. */
    async insertLast(tx: Transaction, websiteId: number, values: BlogPostValues) {
      const [last] = await tx.select({ value: max(blogPosts.sort_order) }).from(blogPosts).where(eq(blogPosts.website_id, websiteId));
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...values, website_id: websiteId, sort_order: (last?.value ?? -1) + 1 })
        .returning();
      return row!;
    },

    async update(tx: Transaction, postId: number, values: BlogPostValues) {
      const [row] = await tx
        .update(blogPosts)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(blogPosts.id, postId))
        .returning();
      return row!;
    },

    remove: (tx: Transaction, postId: number) => tx.delete(blogPosts).where(eq(blogPosts.id, postId)),

    /** Sets each listed post's position to its index in `ids`, in one statement. */
    async reorder(tx: Transaction, websiteId: number, ids: number[]) {
      if (ids.length === 0) return;
      const cases = sql.join(
        ids.map((postId, index) => sql`when ${postId}::integer then ${index}::integer`),
        sql` `,
      );
      await tx
        .update(blogPosts)
        .set({ sort_order: sql`case ${blogPosts.id} ${cases} end`, updated_at: sql`now()` })
        .where(and(eq(blogPosts.website_id, websiteId), inArray(blogPosts.id, ids)));
    },
  };
}
export type BlogQueries = ReturnType<typeof createBlogQueries>;
