import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { createHostClassifier } from './hosts';
import { pageResponse, PUBLIC_PAGE, type PageResponse } from './page-response';
import { countVisit, type PageViewCounter } from './page-views';
import { COOKIE_NAME } from './site-access';
import type { SiteService } from './site-service';

const pageKinds = { '/': { kind: 'home' }, '/blog': { kind: 'blog' } } as const;

/**
 * A visitor's GET of a published page that is already rendered is answered without Fastify: it is
 * most of a site's traffic. `answer` is asked first by the socket front
 * (platform/http/socket-front.ts), before node:http parses the request, and `handle` by node:http's
 * request handler, for requests the front passed on. Everything else (a page not yet rendered, a
 * query, a site cookie, a private or draft site, other paths) goes through the site routes, which
 * give the same answer more slowly.
 */
export function createSiteFastPath(deps: { classify: ReturnType<typeof createHostClassifier>; sites: SiteService; views: PageViewCounter }) {
  const { classify, sites, views } = deps;

  /** The response for a visitor's GET of a rendered published page, counted as a visit; else undefined. */
  function answer(request: { url: string; headers: IncomingHttpHeaders }): PageResponse | undefined {
    const kind = pageKinds[request.url as keyof typeof pageKinds];
    if (!kind || request.headers.cookie?.includes(COOKIE_NAME)) return undefined;
    const host = classify(request.headers.host);
    if (host.kind !== 'site') return undefined;
    const hit = sites.peek(host.subdomain, kind);
    if (!hit || hit.record.status !== 'published' || hit.page.status !== 200) return undefined;
    countVisit(views, hit.record.websiteId, request.url, request.headers);
    return pageResponse(hit.page, request.headers, PUBLIC_PAGE);
  }

  function handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const found = answer({ url: request.url ?? '', headers: request.headers });
    if (!found) return false;
    response.writeHead(found.status, found.headers);
    response.end(request.method === 'HEAD' ? undefined : found.body);
    return true;
  }

  return { answer, handle };
}
