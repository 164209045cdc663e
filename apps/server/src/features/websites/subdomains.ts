import { slugify } from '@folio/schema';

/** Names a site may not take: they are the app's own hosts or look official. */
export const reservedSubdomains = new Set([
  'www', 'app', 'api', 'admin', 'mail', 'smtp', 'static', 'assets', 'cdn', 'blog', 'help', 'support',
  'status', 'docs', 'dashboard', 'billing', 'folio', 'auth', 'login', 'account', 'preview', 'sites',
]);

export const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A DNS label made from the website's name, e.g. "Ada Lovelace" -> "ada-lovelace". */
export function subdomainBase(name: string): string {
  const base = slugify(name).slice(0, 40).replace(/-+$/, '');
  return base.length >= 3 && !reservedSubdomains.has(base) ? base : `site-${base || 'portfolio'}`.slice(0, 40);
}

/** The first free candidate: base, base-2, base-3 ... then a random suffix. */
export function subdomainCandidates(name: string): string[] {
  const base = subdomainBase(name);
  const numbered = Array.from({ length: 8 }, (_, index) => (index === 0 ? base : `${base}-${index + 1}`));
  return [...numbered, `${base}-${Math.random().toString(36).slice(2, 8)}`];
}
