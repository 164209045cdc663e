import { blogPost, getPlan, planIncludes, slugify, type BlogPost, type blogPostInput } from '@folio/schema';
import { sanitizeBlogHtml } from '@folio/templates/server';
import type { z } from 'zod';
import type { Database, Transaction } from '../../platform/db/client';
import { ValidationError, notFound } from '../../platform/errors';
import { publishEvent, WEBSITE_CHANGED, websiteChanged, type EventBus } from '../../platform/events';
import { defineSchedule, type Jobs } from '../../platform/jobs';
import { reencodeImage } from '../../platform/images';
import { enforceLimit, type RateLimiter } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import { subscriptionRequired } from '../../platform/upgrade';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import { createBlogQueries, type BlogPostRow, type BlogPostValues } from './blog.queries';

/** What the blog takes of the websites feature (services.ts passes it): ownership and versioned writes. */
export interface WebsiteWrites {
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
}

export type BlogPostInput = z.output<typeof blogPostInput>;

/** A slug made from a title that has no letter or digit a slug can keep ("日本語"). */
const FALLBACK_SLUG = 'post';
const SLUG_MAX = 200;

export const slugTakenMessage = 'Another post of this website already uses this slug.';
/** Images a user may add to posts in an hour: plenty for writing, not a free file host. */
export const BLOG_IMAGES_PER_HOUR = 60;
export const blogImageMessages = { notAnImage: 'Please select a JPG, PNG, GIF, or WebP image', tooLarge: 'Image size must be less than 5MB' };

export function presentBlogPost(row: BlogPostRow): BlogPost {
  return blogPost.parse({ ...row, published_at: row.published_at?.toISOString() ?? null, created_at: row.created_at.toISOString() });
}

/** The next free slug of `base`, given the website's slugs that equal it or extend it with a hyphen. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * A website's posts: the plan gate, the spec's rules (slug, publish date, links within the
 * website), sanitised content, and versioned writes like every other section.
 */
/**
 * A scheduled post is visible on the site from its date on (the site host renders again then); this
 * sweep, once a minute across every process, marks it published, so the builder lists it as such,
 * and tells every instance's site host that the website changed.
 */
export const publishDuePostsSchedule = defineSchedule('blog.publish-due-posts', 60_000);

interface BlogDeps {
  db: Database;
  websites: WebsiteWrites;
  storage: Storage;
  limiter: RateLimiter;
  appUrl: string;
  jobs: Pick<Jobs, 'schedule'>;
  events: EventBus;
}

export function createBlogService({ db, websites, storage, limiter, appUrl, jobs, events }: BlogDeps) {
  const queries = createBlogQueries(db);

  async function publishDuePosts(now = new Date()) {
    for (const website of await queries.publishDue(now)) await publishEvent(events, WEBSITE_CHANGED, websiteChanged, { websiteId: website.id, subdomain: website.subdomain });
  }
  jobs.schedule(publishDuePostsSchedule, () => publishDuePosts());

  /** The plans whose row in the plans table lists the blog (pro and premium, builder.md section 6); admins as with templates. */
  function assertBlogAllowed(user: UserRow) {
    if (user.role === 'admin' || planIncludes(getPlan(user.current_plan), 'blog')) return;
    throw subscriptionRequired(user, 'blog', 'pro', appUrl);
  }

  async function ownedPost(user: UserRow, postId: number) {
    const row = await queries.findOwnedPost(user.id, postId);
    if (!row) throw notFound('Post not found.');
    return row;
  }

  /** The row to store: checked against the website's other rows inside the write's transaction. */
  async function valuesOf(tx: Transaction, websiteId: number, input: BlogPostInput, postId?: number): Promise<BlogPostValues> {
    const errors: Record<string, string[]> = {};
    const content = sanitizeBlogHtml(input.content).trim();
    if (content === '') errors.content = ['Content is required'];

    let slug = input.slug;
    if (slug === '') {
      const base = slugify(input.title).slice(0, SLUG_MAX).replace(/-+$/, '') || FALLBACK_SLUG;
      slug = freeSlug(base, await queries.slugsLike(tx, websiteId, base, postId));
    } else if ((await queries.slugsLike(tx, websiteId, slug, postId)).includes(slug)) {
      errors.slug = [slugTakenMessage];
    }

    let publishedAt = input.published_at === null ? null : new Date(input.published_at);
    if (input.status === 'scheduled' && publishedAt === null) errors.published_at = ['Publish Date is required'];
    if (input.status === 'published' && publishedAt === null) publishedAt = new Date();

    if (input.linked_experience_id !== null && !(await queries.hasExperience(tx, websiteId, input.linked_experience_id))) {
      errors.linked_experience_id = ['Choose an experience of this website.'];
    }
    if (input.linked_project_id !== null && !(await queries.hasProject(tx, websiteId, input.linked_project_id))) {
      errors.linked_project_id = ['Choose a project of this website.'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    return {
      title: input.title,
      slug,
      content,
      excerpt: input.excerpt,
      status: input.status,
      published_at: publishedAt,
      tags: input.tags,
      meta_description: input.meta_description,
      linked_experience_id: input.linked_experience_id,
      linked_project_id: input.linked_project_id,
    };
  }

  return {
    publishDuePosts,

    async list(user: UserRow, websiteId: number) {
      assertBlogAllowed(user);
      await websites.owned(user, websiteId);
      return (await queries.list(websiteId)).map(presentBlogPost);
    },

    async create(user: UserRow, websiteId: number, version: number, input: BlogPostInput) {
      assertBlogAllowed(user);
      const { website, result } = await websites.write(user, websiteId, version, async (tx) =>
        presentBlogPost(await queries.insertLast(tx, websiteId, await valuesOf(tx, websiteId, input))),
      );
      return { post: result, websiteVersion: website.version };
    },

    async update(user: UserRow, postId: number, version: number, input: BlogPostInput) {
      assertBlogAllowed(user);
      const post = await ownedPost(user, postId);
      const { website, result } = await websites.write(user, post.website_id, version, async (tx) =>
        presentBlogPost(await queries.update(tx, postId, await valuesOf(tx, post.website_id, input, postId))),
      );
      return { post: result, websiteVersion: website.version };
    },

    async remove(user: UserRow, postId: number, version: number) {
      assertBlogAllowed(user);
      const post = await ownedPost(user, postId);
      const { website } = await websites.write(user, post.website_id, version, (tx) => queries.remove(tx, postId));
      return { websiteVersion: website.version };
    },

    /** Whether this user may add an image to this website's posts now; the route asks before it reads the body. */
    async admitImage(user: UserRow, websiteId: number) {
      assertBlogAllowed(user);
      await websites.owned(user, websiteId);
      await enforceLimit(limiter, `blog-image:user:${user.id}`, BLOG_IMAGES_PER_HOUR, 3600, (seconds) => `Too many images. Please try again in ${seconds} seconds.`);
    },

    /**
     * An image for a post's content, re-encoded and stored like project images. It belongs to no row
     * until a post's HTML refers to it, so nothing about the website changes (no version).
     */
    async storeImage(bytes: Buffer) {
      const image = await reencodeImage(bytes, 1600, blogImageMessages);
      return { url: storage.url(await storage.put('blog', image.buffer, 'webp')), width: image.width, height: image.height };
    },

    /** Sets the order of every post; the ids must be exactly the website's posts. */
    async reorder(user: UserRow, websiteId: number, version: number, ids: number[]) {
      assertBlogAllowed(user);
      await websites.owned(user, websiteId);
      const known = new Set((await queries.listIds(websiteId)).map((row) => row.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((postId) => known.has(postId))) {
        throw new ValidationError({ blogPosts: ['The order must list each post exactly once.'] });
      }
      const { website } = await websites.write(user, websiteId, version, (tx) => queries.reorder(tx, websiteId, ids));
      return { websiteVersion: website.version };
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
