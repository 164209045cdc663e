import type {
  BlogPost,
  BlogPostInput,
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

/** The list sections, keyed as the website holds them, and their API names (path segment, payload key, response key). */
export interface SectionItem {
  experiences: Experience;
  educations: Education;
  skills: SkillCategory;
  projects: Project;
  trainings: Training;
  blog_posts: BlogPost;
}
export interface SectionInput {
  experiences: ExperienceInput;
  educations: EducationInput;
  skills: SkillCategoryInput;
  projects: ProjectInput;
  trainings: TrainingInput;
  blog_posts: BlogPostInput;
}
export type ListKey = keyof SectionItem;

export const singularOf = {
  experiences: 'experience',
  educations: 'education',
  skills: 'skill',
  projects: 'project',
  trainings: 'training',
  blog_posts: 'blogPost',
} as const satisfies Record<ListKey, string>;

/** The path segment of a section's calls (/api/{segment}/..., /api/websites/{id}/{segment}). */
export const pathOf = {
  experiences: 'experiences',
  educations: 'educations',
  skills: 'skills',
  projects: 'projects',
  trainings: 'trainings',
  blog_posts: 'blog-posts',
} as const satisfies Record<ListKey, string>;

/** The key of the id list in a reorder call. */
export const orderKeyOf = {
  experiences: 'experiences',
  educations: 'educations',
  skills: 'skills',
  projects: 'projects',
  trainings: 'trainings',
  blog_posts: 'blogPosts',
} as const satisfies Record<ListKey, string>;

export interface VersionedAnswer {
  success: true;
  message: string;
  website_version: number;
}
