import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client';
import { users } from '../auth/auth.tables';
import { blogPosts, educations, experiences, projects, skillCategories, templateData, trainings, type SectionTable } from '../sections/sections.tables';
import type { SectionRows } from './websites.presenter';
import { retiredSubdomains, websites, type WebsiteRow } from './websites.tables';

type Executor = Database | Transaction;

export function createWebsiteQueries(db: Database) {
  // Read on every save's answer and every page rendered: built once, and prepared once per connection.
  const ordered = <T extends SectionTable | typeof blogPosts>(table: T, name: string) =>
    db.select().from(table as SectionTable).where(eq(table.website_id, sql.placeholder('websiteId'))).orderBy(asc(table.sort_order), asc(table.id)).prepare(`website_sections_${name}`);
  const sections = {
    experiences: ordered(experiences, 'experiences'),
    educations: ordered(educations, 'educations'),
    skills: ordered(skillCategories, 'skills'),
    projects: ordered(projects, 'projects'),
    trainings: ordered(trainings, 'trainings'),
    posts: ordered(blogPosts, 'posts'),
    templateData: db
      .select({ data: templateData.data })
      .from(templateData)
      .where(and(eq(templateData.website_id, sql.placeholder('websiteId')), eq(templateData.category, sql.placeholder('dataCategory'))))
      .prepare('website_sections_template_data'),
  };
  return {
    transaction: <T>(run: (tx: Transaction) => Promise<T>) => db.transaction(run),

    listByUser: (userId: number) => db.select().from(websites).where(eq(websites.user_id, userId)).orderBy(desc(websites.updated_at)),

    /** The user's websites with the number of items in each section, in one query. */
    listWithCounts(userId: number) {
      // Qualified by hand: in a one-table select Drizzle writes column names bare, which the subquery would bind to itself.
      const itemsOf = (table: SectionTable | typeof blogPosts) => sql<number>`(select count(*)::int from ${table} as items where items.website_id = ${websites}.id)`;
      return db
        .select({
          website: websites,
          experiences: itemsOf(experiences),
          educations: itemsOf(educations),
          skills: itemsOf(skillCategories),
          projects: itemsOf(projects),
          trainings: itemsOf(trainings),
          blog_posts: itemsOf(blogPosts),
        })
        .from(websites)
        .where(eq(websites.user_id, userId))
        .orderBy(desc(websites.updated_at));
    },

    async findOwned(userId: number, id: number, executor: Executor = db): Promise<WebsiteRow | undefined> {
      const [row] = await executor.select().from(websites).where(and(eq(websites.id, id), eq(websites.user_id, userId)));
      return row;
    },

    async findBySubdomain(subdomain: string): Promise<WebsiteRow | undefined> {
      const [row] = await db.select().from(websites).where(eq(websites.subdomain, subdomain));
      return row;
    },

    /** Used by a website, or held back for a while after its account was deleted (retired_subdomains). */
    async isSubdomainTaken(subdomain: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor.select({ id: websites.id }).from(websites).where(eq(websites.subdomain, subdomain));
      if (row) return true;
      const [retired] = await executor
        .select({ subdomain: retiredSubdomains.subdomain })
        .from(retiredSubdomains)
        .where(and(eq(retiredSubdomains.subdomain, subdomain), gt(retiredSubdomains.available_at, new Date())));
      return retired !== undefined;
    },

    async countByUser(userId: number, executor: Executor = db): Promise<number> {
      const [row] = await executor.select({ value: count() }).from(websites).where(eq(websites.user_id, userId));
      return row?.value ?? 0;
    },

    /** Serialises website creation per user, so two submits cannot both pass the plan limit. */
    lockUser: (tx: Transaction, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),

    async insert(values: typeof websites.$inferInsert, executor: Executor = db): Promise<WebsiteRow> {
      const [row] = await executor.insert(websites).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof websites.$inferInsert>, executor: Executor = db): Promise<WebsiteRow> {
      const [row] = await executor.update(websites).set(values).where(eq(websites.id, id)).returning();
      return row!;
    },

    delete: (id: number) => db.delete(websites).where(eq(websites.id, id)),

    /** Claims the next version if `version` is still current; undefined when someone wrote first. */
    async bumpVersion(tx: Transaction, userId: number, id: number, version: number): Promise<WebsiteRow | undefined> {
      const [row] = await tx
        .update(websites)
        .set({ version: sql`${websites.version} + 1`, updated_at: sql`now()` })
        .where(and(eq(websites.id, id), eq(websites.user_id, userId), eq(websites.version, version)))
        .returning();
      return row;
    },

    async activeWebsiteId(userId: number, executor: Executor = db): Promise<number | null> {
      const [owner] = await executor.select({ active: users.active_website_id }).from(users).where(eq(users.id, userId));
      return owner?.active ?? null;
    },

    setActiveWebsite: (userId: number, websiteId: number | null, executor: Executor = db) =>
      executor.update(users).set({ active_website_id: websiteId }).where(eq(users.id, userId)),

    /** Every section of a website in display order, and the template data of one form category. */
    async loadSections(websiteId: number, dataCategory: string): Promise<SectionRows> {
      const [exp, edu, skills, proj, train, posts, data] = await Promise.all([
        sections.experiences.execute({ websiteId }),
        sections.educations.execute({ websiteId }),
        sections.skills.execute({ websiteId }),
        sections.projects.execute({ websiteId }),
        sections.trainings.execute({ websiteId }),
        sections.posts.execute({ websiteId }),
        sections.templateData.execute({ websiteId, dataCategory }),
      ]);
      return {
        experiences: exp,
        educations: edu,
        skills,
        projects: proj,
        trainings: train,
        blog_posts: posts,
        template_data: data[0]?.data ?? null,
      };
    },
  };
}
export type WebsiteQueries = ReturnType<typeof createWebsiteQueries>;
