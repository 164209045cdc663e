import type { WebsiteContent } from '@folio/schema';
import type { Transaction } from '../../platform/db/client';
import { educations, experiences, projects, skillCategories, templateData, trainings } from '../sections/sections.tables';

/** One multi-row insert per section, in order. */
export async function insertContent(tx: Transaction, websiteId: number, content: WebsiteContent) {
  const rows = <T extends object>(items: T[]) => items.map((item, index) => ({ ...item, website_id: websiteId, sort_order: index }));
  if (content.experiences.length > 0) await tx.insert(experiences).values(rows(content.experiences));
  if (content.educations.length > 0) await tx.insert(educations).values(rows(content.educations));
  if (content.skills.length > 0) await tx.insert(skillCategories).values(rows(content.skills));
  if (content.projects.length > 0) await tx.insert(projects).values(rows(content.projects.map((project) => ({ ...project, type: 'project' }))));
  if (content.trainings.length > 0) await tx.insert(trainings).values(rows(content.trainings));
  if (content.template_data) {
    await tx.insert(templateData).values({ website_id: websiteId, category: content.template_data.category, data: content.template_data.data });
  }
}
