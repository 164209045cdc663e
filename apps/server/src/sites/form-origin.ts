import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a form post comes from a page of the same site, the only place its forms are.
 *
 * Browsers send `Origin` with every POST; it must name this very host (another site on the same
 * domain is another origin, so same-site is not enough). `Origin: null` (a sandboxed frame, a
 * privacy redirect) is refused. A post without `Origin` comes from no browser that could be made to
 * send it by another page (a script, curl), so it is taken, unless Fetch Metadata says the browser
 * sent it from elsewhere.
 */
export function isSameOriginPost(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  const host = headers.host?.toLowerCase();
  if (origin === undefined) {
    const fetchSite = headers['sec-fetch-site'];
    return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  }
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === host;
  } catch {
    return false;
  }
}
