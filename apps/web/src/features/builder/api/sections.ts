import type {
  Education,
  EducationInput,
  Experience,
  ExperienceInput,
  Project,
  ProjectInput,
  SkillCategory,
  SkillCategoryInput,
  Training,
  TrainingInput,
} from '@folio/schema';

/** The five list sections and their API names (path segment, payload key, response key). */
export interface SectionItem {
  experiences: Experience;
  educations: Education;
  skills: SkillCategory;
  projects: Project;
  trainings: Training;
}
export interface SectionInput {
  experiences: ExperienceInput;
  educations: EducationInput;
  skills: SkillCategoryInput;
  projects: ProjectInput;
  trainings: TrainingInput;
}
export type ListKey = keyof SectionItem;

export const singularOf = {
  experiences: 'experience',
  educations: 'education',
  skills: 'skill',
  projects: 'project',
  trainings: 'training',
} as const satisfies Record<ListKey, string>;

export interface VersionedAnswer {
  success: true;
  message: string;
  website_version: number;
}
