import type { WebsiteContent } from '@folio/schema';
import type { Transaction } from '../../platform/db/client';
import { blogPosts, educations, experiences, projects, skillCategories, templateData, trainings } from '../sections/sections.tables';

/** One multi-row insert per section, in order; posts last, as drafts linked to the new rows. */
export async function insertContent(tx: Transaction, websiteId: number, content: WebsiteContent) {
  const rows = <T extends object>(items: T[]) => items.map((item, index) => ({ ...item, website_id: websiteId, sort_order: index }));
  const experienceIds = content.experiences.length > 0 ? await tx.insert(experiences).values(rows(content.experiences)).returning({ id: experiences.id }) : [];
  if (content.educations.length > 0) await tx.insert(educations).values(rows(content.educations));
  if (content.skills.length > 0) await tx.insert(skillCategories).values(rows(content.skills));
  const projectIds = content.projects.length > 0 ? await tx.insert(projects).values(rows(content.projects.map((project) => ({ ...project, type: 'project' })))).returning({ id: projects.id }) : [];
  if (content.trainings.length > 0) await tx.insert(trainings).values(rows(content.trainings));
  if (content.blog_posts && content.blog_posts.length > 0) {
    const idAt = (ids: Array<{ id: number }>, position: number | null) => (position === null ? null : (ids[position]?.id ?? null));
    const posts = content.blog_posts.map(({ linked_experience, linked_project, ...post }) => ({
      ...post,
      status: 'draft' as const,
      linked_experience_id: idAt(experienceIds, linked_experience),
      linked_project_id: idAt(projectIds, linked_project),
    }));
    await tx.insert(blogPosts).values(rows(posts));
  }
  if (content.template_data) {
    await tx.insert(templateData).values({ website_id: websiteId, category: content.template_data.category, data: content.template_data.data });
  }
}
