import { createHmac, timingSafeEqual } from 'node:crypto';
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

/**
 * The key a static copy of a published site (the zip export) carries in its contact form, so that
 * its posts are taken from wherever the copy is hosted. It names one website: a page elsewhere can
 * send a site's form only if its owner published a copy, never any other site's.
 */
export function staticFormKey(secret: string, websiteId: number): string {
  return createHmac('sha256', secret).update(`static-contact-form:${websiteId}`).digest('base64url');
}

export function isStaticFormPost(body: unknown, secret: string, websiteId: number): boolean {
  const given = (body as { form_key?: unknown } | null)?.form_key;
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(staticFormKey(secret, websiteId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
