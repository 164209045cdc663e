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
  /** A clone's posts, stored as drafts; a link to an experience or project is its position in the lists above. */
  blog_posts?: Array<{ title: string; slug: string; content: string; excerpt: string; tags: string[]; meta_description: string; linked_experience: number | null; linked_project: number | null }>;
}

/** A website's posts for its clone: what a post says, not whether or when it is published. */
export function postsOf(website: WebsiteWithSections): NonNullable<WebsiteContent['blog_posts']> {
  const position = (items: Array<{ id: number }>, id: number | null) => (id === null ? -1 : items.findIndex((item) => item.id === id));
  return website.blog_posts.map((post) => {
    const [experience, project] = [position(website.experiences, post.linked_experience_id), position(website.projects, post.linked_project_id)];
    return {
      title: post.title,
      slug: post.slug,
      content: post.content,
      excerpt: post.excerpt,
      tags: post.tags,
      meta_description: post.meta_description,
      linked_experience: experience >= 0 ? experience : null,
      linked_project: project >= 0 ? project : null,
    };
  });
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
