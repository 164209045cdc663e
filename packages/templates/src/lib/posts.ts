import type { BlogPost } from '@folio/schema';

/**
 * Posts a visitor may see, newest first: published ones, and scheduled ones whose time has
 * come when the caller says what time it is (templates have no clock).
 */
export function visiblePosts(posts: BlogPost[], now?: string): BlogPost[] {
  const nowMs = now == null ? null : Date.parse(now);
  return posts
    .filter((post) => {
      if (post.status === 'published') return true;
      if (post.status === 'scheduled' && nowMs != null && post.published_at != null) {
        return Date.parse(post.published_at) <= nowMs;
      }
      return false;
    })
    .sort((a, b) => dateOf(b) - dateOf(a));
}

function dateOf(post: BlogPost): number {
  const value = Date.parse(post.published_at ?? post.created_at);
  return Number.isNaN(value) ? 0 : value;
}
