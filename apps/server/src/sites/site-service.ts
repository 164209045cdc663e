import { LRUCache } from 'lru-cache';
import { renderSitePage } from '@folio/templates/server';
import type { LinkPreviewImage, ResponsiveImage, SitePageKind } from '@folio/templates';
import { getPlan, planIncludes, type PaperSize, type PlanName, type WebsiteWithSections } from '@folio/schema';
import type { Config } from '../config';
import type { Database } from '../platform/db/client';
import { DOMAIN_CHANGED, domainChanged, PLAN_CHANGED, planChanged, subscribeEvent, WEBSITE_CHANGED, websiteChanged, type EventBus } from '../platform/events';
import type { WebsiteRow } from '../features/websites/websites.tables';
import { buildAnalyticsHead } from './analytics-snippet';
import { renderAtomFeed, visiblePosts } from './feed';
import { isStaticFormPost, staticFormKey } from './form-origin';
import { siteOrigin } from './hosts';
import type { CachedPage, PageCache, PageContent } from './page-cache';
import { createSiteQueries } from './sites.queries';

/** What the site host takes of the websites feature (services.ts passes it): a website with its sections, to render. */
export interface WebsitePages {
  withSections(website: WebsiteRow): Promise<WebsiteWithSections>;
  pdfOf(website: WebsiteWithSections, options: { paper: PaperSize; includePhone: boolean }): Promise<Buffer>;
}

/** What the pages show of uploads beyond their URLs (services.ts passes the uploads and link-previews features). */
export interface SiteMedia {
  /** Pictures' sizes and smaller copies, by URL. */
  images(urls: string[], websiteId: number): Promise<Record<string, ResponsiveImage>>;
  /** The stored link preview image of each subject ('site', 'post:{id}'), by subject. */
  linkPreviews(websiteId: number): Promise<Map<string, string>>;
  describePreview(site: WebsiteWithSections, origin: string, key: string, post?: { title: string }): LinkPreviewImage;
}

const noMedia: SiteMedia = { images: async () => ({}), linkPreviews: async () => new Map(), describePreview: () => ({ url: '', width: 0, height: 0, alt: '' }) };

export interface SiteRecord {
  websiteId: number;
  userId: number;
  subdomain: string;
  /** Where the site's pages say they live (canonical, sitemap, feed): its own domain when Folio serves one, else its subdomain. */
  origin: string;
  status: WebsiteRow['status'];
  /** The owner lets search engines index the site (when published). */
  searchIndexing: boolean;
  /** The owner offers the CV as a PDF at /cv.pdf. */
  cvDownload: boolean;
  /** The owner's plan: a free site carries the "Made with Folio" credit. */
  plan: PlanName;
  version: number;
}

export interface PageVariant {
  contactStatus?: 'sent' | 'error' | 'rate-limited';
}

/** How many hosts are remembered, for how long, and how long an unknown one stays unknown. */
export interface HostLookupLimits {
  max: number;
  ttlMs: number;
  negativeTtlMs: number;
}
const HOST_LOOKUP: HostLookupLimits = { max: 10_000, ttlMs: 10 * 60_000, negativeTtlMs: 5000 };

/**
 * What the site host needs per request, kept in memory: which website a host is, and its pages
 * as bytes. A miss reads the database and renders once; `website.changed` events drop both.
 * Known hosts are also forgotten after `ttlMs`, a safety net should an event be lost.
 */
export function createSiteService(deps: { db: Database; config: Config; secret: string; websites: WebsitePages; events: EventBus; cache: PageCache; media?: SiteMedia; hostLookup?: HostLookupLimits }) {
  const { config, websites: websiteService, events, cache } = deps;
  const media = deps.media ?? noMedia;
  const queries = createSiteQueries(deps.db);
  const limits = deps.hostLookup ?? HOST_LOOKUP;
  const subdomainOf = new Map<number, string>();
  // Boxed: a cache holds no null, and "no such site" is an answer worth keeping for a while.
  const records = new LRUCache<string, { record: SiteRecord | null }>({
    max: limits.max,
    ttl: limits.ttlMs,
    dispose: ({ record }, subdomain) => {
      if (record && subdomainOf.get(record.websiteId) === subdomain) subdomainOf.delete(record.websiteId);
    },
  });
  // Bumped by every invalidation: a lookup that an invalidation overtook must not store what it read.
  let generation = 0;

  function invalidate(websiteId: number) {
    generation += 1;
    const subdomain = subdomainOf.get(websiteId);
    if (subdomain) records.delete(subdomain);
    cache.invalidate(websiteId);
  }
  const unsubscribeWebsites = subscribeEvent(events, WEBSITE_CHANGED, websiteChanged, ({ websiteId, subdomain, previousSubdomain }) => {
    invalidate(websiteId);
    for (const name of [subdomain, previousSubdomain]) if (name) records.delete(name);
  });
  // A custom domain verified or removed changes where the site's pages say they live.
  const unsubscribeDomains = subscribeEvent(events, DOMAIN_CHANGED, domainChanged, ({ websiteId }) => invalidate(websiteId));
  // A new plan changes what the owner's sites show (the credit, custom analytics code): their records and pages go.
  const unsubscribePlans = subscribeEvent(events, PLAN_CHANGED, planChanged, ({ userId }) => {
    const theirs = [...records.entries()].filter(([, { record }]) => record?.userId === userId);
    for (const [subdomain, { record }] of theirs) {
      invalidate(record!.websiteId);
      records.delete(subdomain);
    }
  });

  /** The site at this subdomain when it is already known (known not to exist: null). */
  const known = (subdomain: string): SiteRecord | null | undefined => records.get(subdomain)?.record;

  async function resolve(subdomain: string): Promise<SiteRecord | null> {
    const cached = records.get(subdomain);
    if (cached) return cached.record;
    const seen = generation;
    const row = await queries.siteAt(subdomain);
    // A plan without custom domains (after a downgrade) suspends them: the subdomain is the address again.
    const ownDomain = row?.customDomain && (row.role === 'admin' || getPlan(row.plan).limits.custom_domains !== 0) ? row.customDomain : null;
    const record = row ? { websiteId: row.websiteId, userId: row.userId, status: row.status, searchIndexing: row.searchIndexing, cvDownload: row.cvDownload, plan: row.plan, version: row.version, subdomain, origin: ownDomain ? `https://${ownDomain}` : siteOrigin(config, subdomain) } : null;
    if (seen === generation) {
      records.set(subdomain, { record }, record ? {} : { ttl: limits.negativeTtlMs });
      if (record) subdomainOf.set(record.websiteId, subdomain);
    }
    return record;
  }

  async function loadSite(record: SiteRecord) {
    const row = await queries.website(record.websiteId);
    if (!row) throw new Error(`website ${record.websiteId} vanished`);
    const site = await websiteService.withSections(row);
    const pictures = [site.flat_picture, ...[...site.projects, ...site.trainings].flatMap((item) => item.pictures.map((picture) => picture.img))].filter((url): url is string => url != null);
    const [images, previews] = await Promise.all([media.images(pictures, record.websiteId), media.linkPreviews(record.websiteId)]);
    // The blog is a paid feature: after a downgrade the posts are kept, and the site shows them again when the plan has the blog.
    return { row, site: planIncludes(getPlan(record.plan), 'blog') ? site : { ...site, blog_posts: [] }, images, previews };
  }

  /** The page's link preview image: a post's own, else the site's; none before the site was first published. */
  function linkPreviewOf(record: SiteRecord, { site, previews }: Awaited<ReturnType<typeof loadSite>>, kind: SitePageKind): LinkPreviewImage | undefined {
    if (kind.kind === 'not-found') return undefined;
    const post = kind.kind === 'post' ? site.blog_posts.find((candidate) => candidate.slug === kind.slug) : undefined;
    const key = post ? previews.get(`post:${post.id}`) ?? previews.get('site') : previews.get('site');
    return key ? media.describePreview(site, record.origin, key, post && previews.has(`post:${post.id}`) ? post : undefined) : undefined;
  }

  /** The next moment a scheduled post becomes visible, when a page must be rendered again. */
  function nextScheduled(posts: Array<{ status: string; published_at: string | null }>): number | undefined {
    const now = Date.now();
    const due = posts
      .filter((post) => post.status === 'scheduled' && post.published_at && Date.parse(post.published_at) > now)
      .map((post) => Date.parse(post.published_at!));
    return due.length > 0 ? Math.min(...due) : undefined;
  }

  const pageKey = (record: SiteRecord, kind: SitePageKind, variant: PageVariant) =>
    `${record.websiteId}:${record.version}:${kind.kind === 'post' ? `post/${kind.slug}` : kind.kind}:${variant.contactStatus ?? ''}`;

  /** The page when it is already rendered, without waiting: most requests end here. */
  const cachedPage = (record: SiteRecord, kind: SitePageKind, variant: PageVariant = {}) => cache.get(pageKey(record, kind, variant));

  function page(record: SiteRecord, kind: SitePageKind, variant: PageVariant): Promise<CachedPage> {
    return cache.load(record.websiteId, pageKey(record, kind, variant), () => renderPage(record, kind, variant));
  }

  /** One page as the host renders it; a static copy renders it as if published, its form posting to `contactAction`. */
  function render(
    record: SiteRecord,
    loaded: Awaited<ReturnType<typeof loadSite>>,
    kind: SitePageKind,
    options: { variant?: PageVariant; asPublished?: boolean; contactAction?: string | null; contactKey?: string } = {},
  ) {
    const { row, site } = loaded;
    const analytics = buildAnalyticsHead(row, record.plan);
    const noindex = (row.status !== 'published' && !options.asPublished) || !row.search_indexing;
    const rendered = renderSitePage(site, kind, {
      baseUrl: record.origin,
      assetBase: '/_assets',
      contactAction: options.contactAction === undefined ? '/contact' : options.contactAction,
      contactStatus: options.variant?.contactStatus,
      contactKey: options.contactKey,
      cvUrl: row.cv_download ? '/cv.pdf' : undefined,
      showBranding: !planIncludes(getPlan(record.plan), 'remove_branding'),
      brandingUrl: config.appUrl,
      noindex,
      headHtml: analytics.html,
      now: new Date().toISOString(),
      images: loaded.images,
      linkPreview: linkPreviewOf(record, loaded, kind),
    });
    return { rendered, analytics, noindex };
  }

  async function renderPage(record: SiteRecord, kind: SitePageKind, variant: PageVariant): Promise<PageContent> {
    const loaded = await loadSite(record);
    const { site } = loaded;
    const { rendered, analytics, noindex } = render(record, loaded, kind, { variant });
    const csp = [
      "default-src 'none'",
      `style-src ${rendered.styleHashes.join(' ')}`,
      "font-src 'self'",
      `img-src 'self' data: ${analytics.imageSources.join(' ')}`.trim(),
      `script-src ${analytics.scriptSources.length > 0 ? analytics.scriptSources.join(' ') : "'none'"}`,
      // 'self': crawlers' page tools (Lighthouse among them) fetch robots.txt from within the page.
      `connect-src 'self' ${analytics.connectSources.join(' ')}`.trim(),
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors 'self' ${config.appUrl}`,
    ].join('; ');
    return {
      status: rendered.status,
      contentType: 'text/html; charset=utf-8',
      body: rendered.html,
      expiresAt: nextScheduled(site.blog_posts),
      headers: {
        'content-security-policy': csp,
        ...(noindex ? { 'x-robots-tag': 'noindex, nofollow' } : {}),
      },
    };
  }

  /** The CV as a PDF, in the design of the site's template; the phone only when the site shows it. */
  function cvPdf(record: SiteRecord): Promise<CachedPage> {
    return cache.load(record.websiteId, `${record.websiteId}:${record.version}:cv`, async () => {
      const { site } = await loadSite(record);
      const body = await websiteService.pdfOf(site, { paper: 'a4', includePhone: site.contact.show_phone });
      const name = `${site.name || record.subdomain} CV.pdf`;
      const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
      return { status: 200, contentType: 'application/pdf', body, headers: { 'content-disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}` } };
    });
  }

  /**
   * Everything a static copy of the site holds, rendered as the host renders it for a visitor of the
   * published site (links still root-relative: static-site.ts makes them relative). The contact form
   * posts to the site's address while it is published and is left out otherwise.
   */
  async function staticCopy(websiteId: number) {
    const subdomain = (await queries.website(websiteId))?.subdomain;
    const record = subdomain ? await resolve(subdomain) : null;
    if (!record) return null;
    const loaded = await loadSite(record);
    const { row, site } = loaded;
    const published = row.status === 'published';
    const now = new Date().toISOString();
    const posts = visiblePosts(site.blog_posts, now);
    const kinds: SitePageKind[] = [{ kind: 'home' }, ...(posts.length > 0 ? [{ kind: 'blog' } as const, ...posts.map((post) => ({ kind: 'post', slug: post.slug }) as const)] : [])];
    const contactAction = published ? `${record.origin}/contact` : null;
    const asPublished = { ...record, status: 'published' as const };
    return {
      record,
      published,
      name: site.name,
      pages: kinds.map((kind) => ({ kind, html: render(record, loaded, kind, { asPublished: true, contactAction, contactKey: published ? staticFormKey(deps.secret, record.websiteId) : undefined }).rendered.html })),
      sitemap: row.search_indexing ? (await renderSitemap(record)).body : undefined,
      robots: robots(asPublished),
      feed: posts.length > 0 ? (await renderFeed(record)).body : undefined,
      cvPdf: row.cv_download ? await websiteService.pdfOf(site, { paper: 'a4', includePhone: site.contact.show_phone }) : undefined,
      /** The link preview images the pages name: the copy holds them beside its pictures. */
      linkPreviews: [...new Set(loaded.previews.values())],
    };
  }

  function sitemap(record: SiteRecord): Promise<CachedPage> {
    return cache.load(record.websiteId, `${record.websiteId}:${record.version}:sitemap`, () => renderSitemap(record));
  }

  async function renderSitemap(record: SiteRecord): Promise<PageContent> {
    const { row, site } = await loadSite(record);
    const origin = record.origin;
    const now = new Date().toISOString();
    const posts = visiblePosts(site.blog_posts, now);
    const urls = [
      { loc: `${origin}/`, lastmod: row.updated_at.toISOString() },
      ...(posts.length > 0 ? [{ loc: `${origin}/blog`, lastmod: row.updated_at.toISOString() }] : []),
      ...posts.map((post) => ({ loc: `${origin}/blog/${encodeURIComponent(post.slug)}`, lastmod: post.published_at ?? post.created_at })),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((url) => `  <url><loc>${url.loc}</loc><lastmod>${url.lastmod.slice(0, 10)}</lastmod></url>`)
      .join('\n')}\n</urlset>\n`;
    return { status: 200, contentType: 'application/xml; charset=utf-8', body, headers: {}, expiresAt: nextScheduled(site.blog_posts) };
  }

  function feed(record: SiteRecord): Promise<CachedPage> {
    return cache.load(record.websiteId, `${record.websiteId}:${record.version}:feed`, () => renderFeed(record));
  }

  async function renderFeed(record: SiteRecord): Promise<PageContent> {
    const { row, site } = await loadSite(record);
    const body = renderAtomFeed({
      origin: record.origin,
      idAuthority: new URL(config.appUrl).hostname,
      websiteId: record.websiteId,
      websiteCreatedAt: row.created_at.toISOString(),
      websiteUpdatedAt: row.updated_at.toISOString(),
      title: `Writing · ${site.name}`,
      author: site.name || record.subdomain,
      posts: site.blog_posts,
      now: new Date().toISOString(),
    });
    return { status: 200, contentType: 'application/atom+xml; charset=utf-8', body, headers: {}, expiresAt: nextScheduled(site.blog_posts) };
  }

  // A published site kept out of search engines is still crawlable, so that crawlers read its
  // noindex and drop pages they indexed before; it only has no sitemap.
  function robots(record: SiteRecord) {
    return record.status !== 'published' ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n${record.searchIndexing ? `\nSitemap: ${record.origin}/sitemap.xml\n` : ''}`;
  }

  return {
    known,
    resolve,
    cachedPage,
    page,
    sitemap,
    feed,
    cvPdf,
    robots,
    staticCopy,
    /** A contact post from the static copy of this published site, wherever it is hosted. */
    isStaticFormPost: (body: unknown, websiteId: number) => isStaticFormPost(body, deps.secret, websiteId),
    invalidate,
    knownHosts: () => records.size,
    close: () => {
      unsubscribeWebsites();
      unsubscribePlans();
      unsubscribeDomains();
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
