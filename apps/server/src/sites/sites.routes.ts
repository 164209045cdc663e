import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assetContentType, assetFiles } from '@folio/templates/server';
import type { SitePageKind } from '@folio/templates';
import fs from 'node:fs';
import type { Config } from '../config';
import type { RateLimiter } from '../platform/rate-limit';
import type { Storage } from '../platform/storage';
import type { CustomHost } from './custom-hosts';
import type { createHostClassifier } from './hosts';
import type { CachedPage } from './page-cache';
import { isSameOriginPost } from './form-origin';
import { countVisit, type PageViewCounter } from './page-views';
import { pageResponse, PUBLIC_PAGE, SECURITY_HEADERS } from './page-response';
import { safeReturnPath } from '../platform/http/return-path';
import { COOKIE_NAME, COOKIE_SECONDS, type SiteAccess, type SiteGrant } from './site-access';
import type { SiteRecord, SiteService } from './site-service';

interface Deps {
  config: Config;
  classify: ReturnType<typeof createHostClassifier>;
  sites: SiteService;
  access: SiteAccess;
  limiter: RateLimiter;
  storage: Storage;
  views: PageViewCounter;
  /** The contact-requests feature: stores a visitor's message for the site's owner. */
  contact: { submit(site: { websiteId: number; userId: number }, body: unknown, ip: string, userAgent: string | undefined): Promise<'sent' | 'error' | 'rate-limited'> };
}

const site = { constraints: { folioHost: 'site' } };
const contactStatuses = new Set(['sent', 'error', 'rate-limited']);

/**
 * The public-site host: pages, blog, sitemap, feed, robots, assets, uploads, the contact form, the
 * access hand-off. Returns the handler for unknown paths on a site host (the template's 404 page).
 */
export function registerSiteRoutes(app: FastifyInstance, deps: Deps): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const { config, classify, sites, access, limiter, storage, views, contact } = deps;
  // The owner's preview shows the site inside the app (a frame from another site), where browsers
  // refuse ordinary third-party cookies. A partitioned cookie (CHIPS) is kept per embedding site,
  // so it works framed and top-level alike. It must be Secure: https, or *.localhost, which
  // browsers treat as secure. Elsewhere (plain http on another host) it falls back to Lax.
  const secureContext = config.site.protocol === 'https:' || config.site.domain === 'localhost';
  const siteCookieScope = secureContext ? ({ sameSite: 'none', secure: true, partitioned: true } as const) : ({ sameSite: 'lax', secure: false } as const);

  // A custom domain: www to the domain itself (redirect_www), http to https (force_https). Folio knows
  // a request came over http only from a proxy it trusts (TRUST_PROXY; Caddy ends TLS in front of it):
  // without one it cannot tell, and redirecting could loop, so it does not.
  app.addHook('onRequest', (request, reply, done) => {
    const host = classify(request.headers.host);
    const target = host.kind === 'site' && host.custom ? customHostRedirect(host.custom, request.protocol, config.trustProxy, request.url) : undefined;
    if (!target) return done();
    void reply.status(301).header('cache-control', 'no-store').redirect(target, 301);
  });

  const subdomainOf = (request: FastifyRequest) => {
    const host = classify(request.headers.host);
    return host.kind === 'site' ? host.subdomain : '';
  };

  /** Who may see the site: everyone when published, signed-in users when private, the owner's preview always. */
  function visibility(record: SiteRecord, grant: SiteGrant | undefined) {
    const granted = grant?.w === record.websiteId ? grant : undefined;
    const canSee = record.status === 'published' || (record.status === 'private' && granted !== undefined) || granted?.s === 'preview';
    return { canSee, isVisitor: record.status === 'published' && granted?.s !== 'preview' };
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) {
    const response = pageResponse(page, request.headers, cacheControl);
    return reply.status(response.status).headers(response.headers).send(response.body);
  }

  function notFound(reply: FastifyReply) {
    return reply
      .status(404)
      .headers({ ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" })
      .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site not found</title></head><body><h1>Site not found</h1><p>There is no published portfolio at this address.</p></body></html>');
  }

  /**
   * A page: answered at once, without a promise, when the host and the page are in memory (most
   * requests); an unknown host or a page not rendered yet waits for the database and the render.
   */
  function servePage(request: FastifyRequest, reply: FastifyReply, kind: SitePageKind): Promise<void> | undefined {
    // A visitor without the site-access cookie (nearly all of them) has no grant to verify.
    const token = request.cookies[COOKIE_NAME];
    if (token) return access.open(token).then((grant) => serveWith(request, reply, kind, grant));
    return serveWith(request, reply, kind, undefined);
  }

  function serveWith(request: FastifyRequest, reply: FastifyReply, kind: SitePageKind, grant: SiteGrant | undefined): Promise<void> | undefined {
    const subdomain = subdomainOf(request);
    const known = sites.known(subdomain);
    if (known === undefined) return sites.resolve(subdomain).then((record) => serveSite(request, reply, kind, record, grant));
    return serveSite(request, reply, kind, known, grant);
  }

  function serveSite(request: FastifyRequest, reply: FastifyReply, kind: SitePageKind, record: SiteRecord | null, grant: SiteGrant | undefined): Promise<void> | undefined {
    if (!record) return void notFound(reply);
    const { canSee, isVisitor } = visibility(record, grant);
    if (!canSee) {
      // A private site: the app checks whether the visitor is signed in and hands them back a ticket.
      if (record.status === 'private' && request.method === 'GET') {
        const target = new URL('/site-access', config.appUrl);
        target.searchParams.set('site', record.subdomain);
        target.searchParams.set('path', request.url);
        return void reply.status(302).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').redirect(target.toString());
      }
      return void notFound(reply);
    }
    const status = (request.query as { contact?: string }).contact;
    const variant = { contactStatus: status && contactStatuses.has(status) ? (status as 'sent') : undefined };
    const answer = (page: CachedPage) => {
      if (isVisitor && page.status === 200) countVisit(views, record.websiteId, request.url, request.headers, request.ip);
      send(request, reply, page, isVisitor ? PUBLIC_PAGE : 'private, no-store');
    };
    const cached = sites.cachedPage(record, kind, variant);
    if (cached) {
      answer(cached);
      return;
    }
    return sites.page(record, kind, variant).then(answer);
  }

  app.get('/', site, (request, reply) => servePage(request, reply, { kind: 'home' }));
  app.get('/blog', site, (request, reply) => servePage(request, reply, { kind: 'blog' }));
  app.get<{ Params: { slug: string } }>('/blog/:slug', site, (request, reply) => servePage(request, reply, { kind: 'post', slug: request.params.slug }));

  app.get('/sitemap.xml', site, async (request, reply) => {
    const record = await sites.resolve(subdomainOf(request));
    if (!record || record.status !== 'published' || !record.searchIndexing) return notFound(reply);
    return send(request, reply, await sites.sitemap(record), 'public, max-age=300');
  });

  app.get('/feed.xml', site, async (request, reply) => {
    const record = await sites.resolve(subdomainOf(request));
    if (!record || record.status !== 'published') return notFound(reply);
    return send(request, reply, await sites.feed(record), 'public, max-age=300');
  });

  app.get('/cv.pdf', site, async (request, reply) => {
    const record = await sites.resolve(subdomainOf(request));
    const seen = record && record.cvDownload ? visibility(record, await access.open(request.cookies[COOKIE_NAME])) : undefined;
    if (!record || !seen?.canSee) return notFound(reply);
    return send(request, reply, await sites.cvPdf(record), seen.isVisitor ? PUBLIC_PAGE : 'private, no-store');
  });

  app.get('/robots.txt', site, async (request, reply) => {
    const record = await sites.resolve(subdomainOf(request));
    return reply
      .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' })
      .send(record ? sites.robots(record) : 'User-agent: *\nDisallow: /\n');
  });

  const serveAsset = (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const file = assetFiles[request.params['*']];
    if (!file) return notFound(reply);
    return reply
      .headers({ 'content-type': assetContentType(file), 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*' })
      .send(fs.createReadStream(file));
  };
  app.get('/_assets/*', site, serveAsset);
  // The app's own pages show the templates' demo pictures too (a demo website's picture is /_assets/demo/…).
  app.get('/_assets/*', serveAsset);

  app.get<{ Params: { '*': string } }>('/uploads/*', site, (request, reply) => serveUpload(storage, request.params['*'], reply));

  app.post('/contact', site, async (request, reply) => {
    const record = await sites.resolve(subdomainOf(request));
    // Only the site's own pages post its form: another site's page cannot send messages in a visitor's
    // name. The static copy of a published site (the zip export), wherever it is hosted, posts it too,
    // with the key that names this website; the same bot checks and per-address limits apply.
    const fromStaticCopy = record?.status === 'published' && sites.isStaticFormPost(request.body, record.websiteId);
    if (!isSameOriginPost(request.headers) && !fromStaticCopy) {
      return reply.status(403).header('cache-control', 'no-store').send({ success: false, code: 'cross_origin_post', message: 'This form can only be sent from the website it belongs to.' });
    }
    if (!record || !visibility(record, await access.open(request.cookies[COOKIE_NAME])).canSee) return notFound(reply);
    const outcome = await contact.submit(record, request.body, request.ip, request.headers['user-agent']);
    return reply.status(303).header('cache-control', 'no-store').redirect(`/?contact=${outcome}#contact`);
  });

  app.get<{ Querystring: { ticket?: string; return?: string } }>('/_access', site, async (request, reply) => {
    const record = await sites.resolve(subdomainOf(request));
    const ticket = await access.open(request.query.ticket);
    // The nonce makes a ticket single-use: a second redemption finds its counter already at 1.
    const fresh = ticket?.n !== undefined && (await limiter.hit(`site-ticket:${ticket.n}`, 120)).count === 1;
    if (!record || !ticket || ticket.w !== record.websiteId || !fresh) return notFound(reply);
    void reply.setCookie(COOKIE_NAME, await access.cookie(ticket), { path: '/', httpOnly: true, maxAge: COOKIE_SECONDS, ...siteCookieScope });
    return reply.status(303).header('cache-control', 'no-store').redirect(safeReturnPath(request.query.return));
  });

  return async (request, reply) => (request.method === 'GET' ? servePage(request, reply, { kind: 'not-found' }) : notFound(reply));
}

/** Where a request to a custom domain must go first, if anywhere else. */
export function customHostRedirect(host: CustomHost, protocol: string, knowsProtocol: boolean, url: string): string | undefined {
  const toHttps = host.forceHttps && knowsProtocol && protocol !== 'https';
  if (host.isWww && host.redirectWww) return `${toHttps || protocol === 'https' ? 'https' : 'http'}://${host.domain}${url}`;
  if (toHttps) return `https://${host.isWww ? `www.${host.domain}` : host.domain}${url}`;
  return undefined;
}

/** Uploaded files are content-addressed, so they never change and may be cached for a year. */
export async function serveUpload(storage: Storage, key: string, reply: FastifyReply) {
  // Only images (pictures, their copies, link previews) and the demo video are public; uploaded CVs (cvs/) never leave the server.
  let stream: Awaited<ReturnType<Storage['stream']>>;
  try {
    stream = /^(pictures|projects|blog|videos|og)\//.test(key) ? await storage.stream(key) : undefined;
  } catch {
    // The bucket did not answer: the file may well exist, so not a 404; retrying later may work.
    return reply.status(503).header('retry-after', '5').send({ success: false, code: 'storage_unavailable', message: 'This file cannot be read right now. Please try again in a moment.' });
  }
  if (!stream) return reply.status(404).send({ success: false, code: 'not_found', message: 'Not found.' });
  const types: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', mp4: 'video/mp4', webm: 'video/webm' };
  const type = types[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  return reply.headers({ 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }).send(stream);
}
