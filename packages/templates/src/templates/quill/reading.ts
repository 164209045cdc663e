import type { BlogPost } from '@folio/schema';
import { stripTags, truncate } from '../../lib/text';

/** Characters read one at a time rather than as space-separated words (Chinese, Japanese, Korean). */
const ideographs = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;

/**
 * Minutes a post takes to read, rounded up: its words at 230 a minute, CJK characters at 500. From
 * the post's text alone (tags stripped), so the figure is the same on the home page, the index and
 * the post.
 */
export function readingMinutes(html: string): number {
  const plain = stripTags(html);
  const characters = plain.match(ideographs)?.length ?? 0;
  const words = plain.replace(ideographs, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / 230 + characters / 500));
}

export function readingTime(post: BlogPost): string {
  return `${readingMinutes(post.content)} min read`;
}

/** The standfirst: what the owner wrote as the excerpt or description, else the opening of the text. */
export function standfirstOf(post: BlogPost, max = 220): string {
  return post.excerpt || post.meta_description || truncate(stripTags(post.content), max);
}

/** The year a post is filed under on the index; '' when its date does not parse. */
export function yearOf(post: BlogPost): string {
  const value = new Date(post.published_at ?? post.created_at);
  return Number.isNaN(value.getTime()) ? '' : String(value.getUTCFullYear());
}

/** The posts as the index files them: by year, newest first (they come sorted from visiblePosts). */
export function postsByYear(posts: BlogPost[]): { year: string; posts: BlogPost[] }[] {
  const groups: { year: string; posts: BlogPost[] }[] = [];
  for (const post of posts) {
    const year = yearOf(post);
    const last = groups.at(-1);
    if (last?.year === year) last.posts.push(post);
    else groups.push({ year, posts: [post] });
  }
  return groups;
}
