import type { Config } from '../config';
import type { CustomHost } from './custom-hosts';

/** A site host: `{subdomain}.{SITE_DOMAIN}`, or a verified custom domain (`custom`) that shows that subdomain's site. */
export type HostKind = { kind: 'app' } | { kind: 'site'; subdomain: string; custom?: CustomHost };

/** Where the classifier learns verified custom domains; set once the services exist. */
export interface CustomHostDirectory {
  current?: { lookup(host: string): CustomHost | undefined };
}

const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The site host decides from the Host header alone: `{subdomain}.{SITE_DOMAIN}` is a site, so is a
 * verified custom domain; anything else (the app's host, an IP address, a health probe) is the app.
 * `reset()` forgets remembered answers (after the custom domains changed).
 */
export function createHostClassifier(config: Config, custom: CustomHostDirectory = {}) {
  const appHostname = new URL(config.appUrl).hostname;
  const suffix = `.${config.site.domain}`;
  const app: HostKind = Object.freeze({ kind: 'app' });
  const classify = (hostHeader: string): HostKind => {
    const host = hostHeader.toLowerCase().replace(/:\d+$/, '');
    if (host === appHostname) return app;
    if (!host.endsWith(suffix)) {
      const found = custom.current?.lookup(host.replace(/\.$/, ''));
      return found ? Object.freeze({ kind: 'site', subdomain: found.subdomain, custom: found }) : app;
    }
    const subdomain = host.slice(0, -suffix.length);
    return label.test(subdomain) ? Object.freeze({ kind: 'site', subdomain }) : app;
  };
  // Every request is classified (routing, headers, the site routes) and a server sees few hosts:
  // each answer is kept, and the memo starts over should it ever hold too many.
  const memo = new Map<string, HostKind>();
  const classifyHost = (hostHeader: string | undefined): HostKind => {
    const header = hostHeader ?? '';
    let kind = memo.get(header);
    if (kind === undefined) {
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(header, (kind = classify(header)));
    }
    return kind;
  };
  return Object.assign(classifyHost, { reset: () => memo.clear() });
}
const MEMO_SIZE = 10_000;

/** The public origin of a site, e.g. http://ada.localhost:3000 or https://ada.example.com. */
export function siteOrigin(config: Config, subdomain: string): string {
  const port = config.site.port;
  const defaultPort = config.site.protocol === 'https:' ? 443 : 80;
  return `${config.site.protocol}//${subdomain}.${config.site.domain}${port && port !== defaultPort ? `:${port}` : ''}`;
}

/**
 * A find-my-way constraint: requests to a site host derive 'site' and, because it must match
 * when derived, reach only routes declared with `constraints: { folioHost: 'site' }`. App
 * requests derive nothing and reach the ordinary routes.
 */
export function folioHostConstraint(classify: ReturnType<typeof createHostClassifier>) {
  return {
    name: 'folioHost',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => handlers.get(value) ?? null,
        set: (value: string, handler: unknown) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const host = request.headers.host;
      return classify(typeof host === 'string' ? host : undefined).kind === 'site' ? 'site' : undefined;
    },
    mustMatchWhenDerived: true,
    validate(value: unknown) {
      if (value !== 'site') throw new Error(`folioHost constraint must be 'site', not ${String(value)}`);
    },
  };
}
