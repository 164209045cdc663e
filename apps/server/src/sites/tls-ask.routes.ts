import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { CustomHosts } from './custom-hosts';
import type { SiteService } from './site-service';

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Caddy's on-demand TLS asks here before it gets a certificate for a name it has not seen
 * (`on_demand_tls { ask http://folio:3000/internal/tls/ask }`): 200 for a verified custom domain (and
 * its www alias), a Folio site's subdomain that exists, and the app's own host; 404 for anything
 * else, so nobody can make Caddy request certificates for names Folio does not serve. Answered from
 * memory: the custom domains are all in memory and known subdomains are in the site host's LRU.
 * Not under /api: Caddy asks without a user, and the answer is no secret (these names serve sites).
 */
export function registerTlsAsk(app: FastifyInstance, deps: { config: Config; customHosts: CustomHosts; sites: SiteService }) {
  const { config, customHosts, sites } = deps;
  const appHostname = new URL(config.appUrl).hostname;
  const suffix = `.${config.site.domain}`;

  // No schema (hidden, like the health probes): zod's validation and serialiser would cost more
  // than the look-up itself, and a query that is not one short string is simply not a served name.
  app.get<{ Querystring: { domain?: unknown } }>('/internal/tls/ask', { schema: { hide: true } }, (request, reply) => {
    const answer = (served: boolean) => void reply.status(served ? 200 : 404).header('content-type', 'text/plain; charset=utf-8').send(served ? 'ok' : 'not served');
    const asked = request.query.domain;
    if (typeof asked !== 'string' || asked.length > 300) return answer(false);
    const name = asked.toLowerCase().replace(/\.$/, '');
    if (customHosts.lookup(name) || name === appHostname) return answer(true);
    if (!name.endsWith(suffix)) return answer(false);
    const subdomain = name.slice(0, -suffix.length);
    if (!label.test(subdomain)) return answer(false);
    const known = sites.known(subdomain);
    if (known !== undefined) return answer(known !== null);
    return sites.resolve(subdomain).then((record) => answer(record !== null));
  });
}
