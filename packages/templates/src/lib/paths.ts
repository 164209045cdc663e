import type { SitePageKind } from '../types';

/** The site's URL for a page; the site host routes the same paths. */
export function pagePath(page: SitePageKind): string {
  switch (page.kind) {
    case 'home':
      return '/';
    case 'blog':
      return '/blog';
    case 'post':
      return `/blog/${encodeURIComponent(page.slug)}`;
    case 'not-found':
      return '/404';
  }
}
