import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createHostClassifier } from './hosts';
import { pageResponse, PUBLIC_PAGE } from './page-response';
import { countVisit, type PageViewCounter } from './page-views';
import { COOKIE_NAME } from './site-access';
import type { SiteService } from './site-service';

const pageKinds = { '/': { kind: 'home' }, '/blog': { kind: 'blog' } } as const;

/**
 * A visitor's GET of a published page that is already rendered is answered straight from the
 * HTTP server, before Fastify routes it: it is most of a site's traffic, and this path serves it
 * at about twice the rate (bench/site-serve.ts). Everything else (a page not yet rendered, a
 * query, a site cookie, a private or draft site, other paths) returns false and goes through the
 * site routes, which give the same answer more slowly.
 */
export function createSiteFastPath(deps: { classify: ReturnType<typeof createHostClassifier>; sites: SiteService; views: PageViewCounter }) {
  const { classify, sites, views } = deps;
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const kind = pageKinds[request.url as keyof typeof pageKinds];
    if (!kind || request.headers.cookie?.includes(COOKIE_NAME)) return false;
    const host = classify(request.headers.host);
    if (host.kind !== 'site') return false;
    const hit = sites.peek(host.subdomain, kind);
    if (!hit || hit.record.status !== 'published' || hit.page.status !== 200) return false;
    countVisit(views, hit.record.websiteId, request.url ?? '/', request.headers);
    const answer = pageResponse(hit.page, request.headers, PUBLIC_PAGE);
    response.writeHead(answer.status, answer.headers);
    response.end(request.method === 'HEAD' ? undefined : answer.body);
    return true;
  };
}
