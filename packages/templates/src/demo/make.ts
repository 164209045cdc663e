import type {
  BlogPost,
  Contact,
  Education,
  Experience,
  Picture,
  Project,
  SkillCategory,
  SkillLevel,
  Training,
  WebsiteWithSections,
} from '@folio/schema';
import { defaultDesign, emptyContact } from '@folio/schema';

type WithoutId<T> = Omit<T, 'id'>;

export interface DemoInput {
  slug: string;
  name: string;
  intro: string;
  description: string;
  contact: Partial<Contact>;
  picture?: string;
  experiences?: WithoutId<Experience>[];
  educations?: WithoutId<Education>[];
  /** Category title -> skills as 'Name' or 'Name:level'. */
  skills?: Record<string, string[]>;
  projects?: (Omit<WithoutId<Project>, 'type' | 'pictures'> & { pictures?: Picture[] })[];
  trainings?: (Omit<WithoutId<Training>, 'pictures'> & { pictures?: Picture[] })[];
  posts?: Omit<BlogPost, 'id' | 'created_at' | 'linked_experience_id' | 'linked_project_id' | 'status' | 'tags' | 'meta_description'>[];
  templateData?: Record<string, unknown> | null;
}

const stamp = '2025-01-15T09:00:00.000Z';

function withIds<T>(items: T[] | undefined, start: number): (T & { id: number })[] {
  return (items ?? []).map((item, index) => ({ ...item, id: start + index }));
}

function skillCategories(skills: Record<string, string[]> | undefined): SkillCategory[] {
  return Object.entries(skills ?? {}).map(([title, names], index) => ({
    id: 400 + index,
    title,
    icon: 'star',
    confidence: 3,
    info: names.map((entry) => {
      const [name = entry, level = 'intermediate'] = entry.split(':');
      return { name, level: level as SkillLevel };
    }),
  }));
}

/** A whole demo website from the parts a template's demo person needs. */
export function makeDemoWebsite(input: DemoInput): WebsiteWithSections {
  return {
    id: 0,
    name: input.name,
    intro: input.intro,
    description: input.description,
    subdomain: 'demo',
    domain: null,
    contact: { ...emptyContact, ...input.contact },
    flat_picture: input.picture ?? null,
    status: 'published',
    is_published: true,
    search_indexing: true,
    cv_download: false,
    template_slug: input.slug,
    analytics_enabled: false,
    google_analytics_id: null,
    custom_analytics_code: null,
    analytics_config: { custom_code_enabled: false, google_analytics_enhanced_ecommerce: false, google_analytics_demographics: false },
    design: { ...defaultDesign },
    version: 1,
    created_at: stamp,
    updated_at: stamp,
    experiences: withIds(input.experiences, 100),
    educations: withIds(input.educations, 200),
    skills: skillCategories(input.skills),
    projects: withIds(input.projects, 300).map((project) => ({ ...project, type: 'project' as const, pictures: project.pictures ?? [] })),
    trainings: withIds(input.trainings, 500).map((training) => ({ ...training, pictures: training.pictures ?? [] })),
    blog_posts: withIds(input.posts, 600).map((post) => ({
      ...post,
      status: 'published' as const,
      tags: [],
      meta_description: '',
      linked_experience_id: null,
      linked_project_id: null,
      created_at: post.published_at ?? stamp,
    })),
    template_data: input.templateData ?? null,
  };
}

/** An almost empty website: what a brand-new owner has before filling anything in. */
export function makeNameOnlyWebsite(slug: string, name = 'Alex Morgan'): WebsiteWithSections {
  return makeDemoWebsite({ slug, name, intro: '', description: '', contact: {} });
}
