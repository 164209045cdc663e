import { blogPostInput, blogStatuses, slugify, type BlogPost, type BlogPostInput } from '@folio/schema';
import { z } from 'zod';

export const META_DESCRIPTION_MAX = 160;
export const statusLabels = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' } as const satisfies Record<BlogPost['status'], string>;

/** The slug typed by hand, kept to the rule as it is typed: lowercase letters, digits and hyphens, spaces become hyphens. */
export function cleanSlugInput(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-');
}

/** The slug a title gives (builder.md section 5); the server adds -2, -3 ... when the website already has it. */
export const slugFromTitle = (title: string) => slugify(title).slice(0, 200).replace(/-+$/, '');

/** Whether the editor's HTML has something a reader would see: text or an image (an empty editor is "<p></p>"). */
export function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim() !== '';
}

/** Save is enabled only with a title and content (builder.md section 5). */
export const canSaveBlogPost = (values: { title: string; content: string }) => values.title.trim() !== '' && hasContent(values.content);

/** The date field shows unless the post is a draft: "Publish Date" for scheduled, "Published Date" otherwise. */
export const dateLabelOf = (status: BlogPost['status']) => (status === 'draft' ? null : status === 'scheduled' ? 'Publish Date' : 'Published Date');

export const blogForm = z
  .object({
    title: blogPostInput.shape.title,
    slug: z.string().max(200, 'Use at most 200 characters').regex(/^([a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Use lowercase letters, digits and hyphens'),
    content: z.string().refine(hasContent, 'Content is required'),
    excerpt: blogPostInput.shape.excerpt.unwrap(),
    status: z.enum(blogStatuses),
    /** The <input type="datetime-local"> value ('YYYY-MM-DDTHH:mm', local time) or ''. */
    published_at: z.string(),
    tags: z.array(z.string()),
    meta_description: blogPostInput.shape.meta_description.unwrap(),
    /** A select's value: '' or the item's id. */
    linked_experience_id: z.string(),
    linked_project_id: z.string(),
  })
  .refine((values) => values.status !== 'scheduled' || values.published_at !== '', { path: ['published_at'], message: 'Publish Date is required' })
  .refine((values) => values.published_at === '' || !Number.isNaN(new Date(values.published_at).getTime()), { path: ['published_at'], message: 'Enter a valid date and time' });
export type BlogFormValues = z.input<typeof blogForm>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the datetime-local field shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whether a datetime-local value is later than now. */
export const isFuture = (local: string, now = Date.now()) => local !== '' && new Date(local).getTime() > now;

export function blogFormValues(item: BlogPost | null): BlogFormValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    content: item?.content ?? '',
    excerpt: item?.excerpt ?? '',
    status: item?.status ?? 'draft',
    published_at: toLocalInput(item?.published_at ?? null),
    tags: item?.tags ?? [],
    meta_description: item?.meta_description ?? '',
    linked_experience_id: item?.linked_experience_id == null ? '' : String(item.linked_experience_id),
    linked_project_id: item?.linked_project_id == null ? '' : String(item.linked_project_id),
  };
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The form as the API takes it: a draft has no date; an empty slug lets the server make one from the title. */
export function blogInputOf(values: z.output<typeof blogForm>): BlogPostInput {
  return {
    title: values.title,
    slug: values.slug,
    // The editor keeps an empty paragraph after the last block to type in; the page has no use for it.
    content: values.content.replace(/(?:<p><\/p>)+$/, ''),
    excerpt: values.excerpt,
    status: values.status,
    published_at: values.status === 'draft' || values.published_at === '' ? null : new Date(values.published_at).toISOString(),
    tags: values.tags,
    meta_description: values.meta_description,
    linked_experience_id: idOrNull(values.linked_experience_id),
    linked_project_id: idOrNull(values.linked_project_id),
  };
}

export function blogFieldOf(apiField: string): keyof BlogFormValues | null {
  if (apiField.startsWith('tags')) return 'tags';
  return apiField in blogFormValues(null) ? (apiField as keyof BlogFormValues) : null;
}

/**
 * What the link field's text becomes: an http(s) or mailto address, or null (refused). A bare
 * "example.com" gets https://, a bare e-mail address mailto:.
 */
export function linkHref(text: string): string | null {
  const value = text.trim();
  if (value === '' || /\s/.test(value)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  const href = hasScheme ? value : /^[^@/]+@[^@/]+\.[^@/]+$/.test(value) ? `mailto:${value}` : `https://${value}`;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return /^mailto:[^@]+@[^@]+\.[^@]+$/i.test(href) ? href : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? href : null;
}
