import { asc, eq } from 'drizzle-orm';
import type { SnapshotDocument, WebsiteWithSections } from '@folio/schema';
import type { Database, Transaction } from '../../platform/db/client';
import { blogPosts, educations, experiences, projects, skillCategories, templateData, trainings, type SectionTable } from '../sections/sections.tables';
import { presentWebsiteWithSections } from './websites.presenter';
import { websites, type WebsiteRow } from './websites.tables';

/**
 * A website as the version history keeps it (SnapshotDocument), and back: the history feature
 * stores and compares documents, this file is the one that knows the tables they come from.
 */
type Executor = Database | Transaction;

const sectionTables = { experiences, educations, skills: skillCategories, projects, trainings } as const satisfies Record<string, SectionTable>;

/** Every section, every post and the template data of every category, read through `executor` (a snapshot reads inside its transaction). */
export async function readSnapshotDocument(executor: Executor, row: WebsiteRow): Promise<SnapshotDocument> {
  // One query after another: a transaction holds one connection.
  const ordered = (table: SectionTable | typeof blogPosts) => executor.select().from(table).where(eq(table.website_id, row.id)).orderBy(asc(table.sort_order), asc(table.id));
  const rows = {
    experiences: await ordered(experiences),
    educations: await ordered(educations),
    skills: await ordered(skillCategories),
    projects: await ordered(projects),
    trainings: await ordered(trainings),
    blog_posts: await ordered(blogPosts),
  };
  const data = await executor.select({ category: templateData.category, data: templateData.data }).from(templateData).where(eq(templateData.website_id, row.id)).orderBy(asc(templateData.category));
  const { id: _id, version: _version, created_at: _created, updated_at: _updated, status: _status, is_published: _published, template_data: _data, ...website } = presentWebsiteWithSections(row, {
    ...rows,
    template_data: null,
  });
  return { ...website, template_data_by_category: Object.fromEntries(data.map((entry) => [entry.category, entry.data])) };
}

/** A snapshot as the website it was, for the preview: the current row's identity and visibility, the snapshot's content. */
export function websiteFromSnapshot(current: WebsiteWithSections, document: SnapshotDocument, dataCategory: string): WebsiteWithSections {
  const { template_data_by_category: data, ...content } = document;
  return {
    ...content,
    id: current.id,
    version: current.version,
    created_at: current.created_at,
    updated_at: current.updated_at,
    status: current.status,
    is_published: current.is_published,
    template_data: data[dataCategory] ?? null,
  };
}

/**
 * Puts a snapshot's content in place of the website's: its name, introduction, description,
 * contact, picture, template and design, and every section, post and template data exactly as saved (with
 * their ids, so links between posts and sections hold). The address, the visibility and the site's
 * settings (search indexing, CV download, analytics) stay as they are: they are not content.
 */
export async function replaceWithSnapshot(tx: Transaction, websiteId: number, document: SnapshotDocument): Promise<WebsiteRow> {
  const [row] = await tx
    .update(websites)
    .set({ name: document.name, intro: document.intro, description: document.description, contact: document.contact, flat_picture: document.flat_picture, template_slug: document.template_slug, design: document.design })
    .where(eq(websites.id, websiteId))
    .returning();
  // Posts first: they refer to experiences and projects.
  await tx.delete(blogPosts).where(eq(blogPosts.website_id, websiteId));
  for (const table of Object.values(sectionTables)) await tx.delete(table).where(eq(table.website_id, websiteId));
  await tx.delete(templateData).where(eq(templateData.website_id, websiteId));

  const rows = <T extends object>(items: T[]) => items.map((item, index) => ({ ...item, website_id: websiteId, sort_order: index }));
  // The ids a snapshot names were this website's and no other row can have taken them (identities only grow), so they are put back as they were.
  if (document.experiences.length > 0) await tx.insert(experiences).overridingSystemValue().values(rows(document.experiences));
  if (document.educations.length > 0) await tx.insert(educations).overridingSystemValue().values(rows(document.educations));
  if (document.skills.length > 0) await tx.insert(skillCategories).overridingSystemValue().values(rows(document.skills));
  if (document.projects.length > 0) await tx.insert(projects).overridingSystemValue().values(rows(document.projects));
  if (document.trainings.length > 0) await tx.insert(trainings).overridingSystemValue().values(rows(document.trainings));
  if (document.blog_posts.length > 0) {
    const experienceIds = new Set(document.experiences.map((item) => item.id));
    const projectIds = new Set(document.projects.map((item) => item.id));
    const posts = document.blog_posts.map((post) => ({
      ...post,
      published_at: post.published_at ? new Date(post.published_at) : null,
      created_at: new Date(post.created_at),
      linked_experience_id: post.linked_experience_id !== null && experienceIds.has(post.linked_experience_id) ? post.linked_experience_id : null,
      linked_project_id: post.linked_project_id !== null && projectIds.has(post.linked_project_id) ? post.linked_project_id : null,
    }));
    await tx.insert(blogPosts).overridingSystemValue().values(rows(posts));
  }
  const data = Object.entries(document.template_data_by_category).filter(([category]) => ['academic', 'engineering', 'business', 'creative', 'modern'].includes(category));
  if (data.length > 0) {
    await tx.insert(templateData).values(data.map(([category, value]) => ({ website_id: websiteId, category: category as 'modern', data: value })));
  }
  return row!;
}
