import type { SitePageKind } from '@folio/templates';

/** The page a site path shows, for the paths templates link to (/, /blog, /blog/{slug}). */
function pageOf(pathname: string): SitePageKind | null {
  if (pathname === '/' || pathname === '') return { kind: 'home' };
  if (pathname === '/blog' || pathname === '/blog/') return { kind: 'blog' };
  const post = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  return post?.[1] ? { kind: 'post', slug: decodeURIComponent(post[1]) } : null;
}

/**
 * Keeps clicks inside the preview: same-site links switch the rendered page (the preview has no
 * server routes of its own), anchors scroll, and links to other sites open in a new tab.
 */
export function handleLinkClick(event: MouseEvent, showPage: (page: SitePageKind) => void) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) {
    event.preventDefault();
    window.open(url.href, '_blank', 'noopener,noreferrer');
    return;
  }
  event.preventDefault();
  const page = pageOf(url.pathname);
  if (page && !(page.kind === 'home' && url.hash)) {
    showPage(page);
    return;
  }
  if (url.hash) document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
}
