import type { ExperienceInput, EducationInput, Picture, ProjectInput, SkillItem, TrainingInput, WebsiteWithSections } from '@folio/schema';
import { educations, experiences, projects, skillCategories, templateData, trainings } from '../sections/sections.tables';
import type { Transaction } from '../../platform/db/client';

/** The sections a new website starts with: from a CV, the manual form or a template's demo. */
export interface WebsiteContent {
  experiences: Array<Required<Omit<ExperienceInput, 'skills'>> & { skills: string[] }>;
  educations: Array<Required<Omit<EducationInput, 'skills'>> & { skills: string[] }>;
  skills: Array<{ title: string; info: SkillItem[]; icon: string }>;
  projects: Array<Required<Omit<ProjectInput, 'type' | 'technologies' | 'pictures'>> & { technologies: string[]; pictures: Picture[] }>;
  trainings: Array<Required<Omit<TrainingInput, 'skills' | 'pictures'>> & { skills: string[]; pictures: Picture[] }>;
  template_data?: { category: 'academic' | 'engineering' | 'business' | 'creative' | 'modern'; data: Record<string, unknown> };
}

export const emptyContent = (): WebsiteContent => ({ experiences: [], educations: [], skills: [], projects: [], trainings: [] });

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

/** An existing website's sections as the content of a new one (the template demo, a clone). */
export function contentOf(website: WebsiteWithSections, dataCategory: string): WebsiteContent {
  const strip = <T extends { id: number }>(items: T[]) => items.map(({ id: _id, ...item }) => item);
  const category = dataCategory === 'default' ? undefined : (dataCategory as NonNullable<WebsiteContent['template_data']>['category']);
  return {
    experiences: strip(website.experiences),
    educations: strip(website.educations),
    skills: strip(website.skills).map(({ confidence: _confidence, ...skill }) => skill),
    projects: strip(website.projects).map(({ type: _type, ...project }) => project),
    trainings: strip(website.trainings),
    ...(category && website.template_data ? { template_data: { category, data: website.template_data } } : {}),
  };
}
