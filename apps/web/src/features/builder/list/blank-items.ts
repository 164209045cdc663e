import type { ListKey } from '../api/sections';

/**
 * Every field of an item, empty: the base a half-filled modal is laid over for the live preview
 * (the preview page checks what it receives against the website schema, so nothing may be missing).
 */
export const blankItems: Record<ListKey, Record<string, unknown>> = {
  experiences: { position: '', name: '', place: '', date: '', description: '', skills: [] },
  educations: { degree: '', name: '', place: '', date: '', gpa: '', description: '', skills: [] },
  skills: { title: '', info: [], icon: 'star', confidence: 3 },
  projects: { title: '', type: 'project', category: 'Other', date: '', description: '', technologies: [], pictures: [], code_url: '', implementation: '' },
  trainings: { title: '', institute: '', description: '', date: '', skills: [], pictures: [] },
  blog_posts: {
    title: '', slug: '', content: '', excerpt: '', status: 'draft', published_at: null, tags: [], meta_description: '',
    linked_experience_id: null, linked_project_id: null, created_at: '',
  },
};

/** The defined fields of the modal's values over the saved item (or a blank one). */
export function previewItem(key: ListKey, saved: ({ id: number } & object) | null, input: object): { id: number } & Record<string, unknown> {
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { ...blankItems[key], ...(saved ?? {}), ...defined, id: saved?.id ?? -1 };
}
