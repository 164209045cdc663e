import type { EducationInput } from './education';
import type { ExperienceInput } from './experience';
import type { Picture, ProjectInput } from './project';
import type { SkillItem } from './skill';
import type { TrainingInput } from './training';
import type { WebsiteWithSections } from './website';

/** The sections a new website starts with: from a CV, the manual form, a template's demo or a clone. */
export interface WebsiteContent {
  experiences: Array<Required<Omit<ExperienceInput, 'skills'>> & { skills: string[] }>;
  educations: Array<Required<Omit<EducationInput, 'skills'>> & { skills: string[] }>;
  skills: Array<{ title: string; info: SkillItem[]; icon: string }>;
  projects: Array<Required<Omit<ProjectInput, 'type' | 'technologies' | 'pictures'>> & { technologies: string[]; pictures: Picture[] }>;
  trainings: Array<Required<Omit<TrainingInput, 'skills' | 'pictures'>> & { skills: string[]; pictures: Picture[] }>;
  template_data?: { category: 'academic' | 'engineering' | 'business' | 'creative' | 'modern'; data: Record<string, unknown> };
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
