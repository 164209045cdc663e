import { customHostRoute, DOMAIN_CHANGED, domainChanged, PLAN_CHANGED, planChanged, subscribeEvent, WEBSITE_CHANGED, websiteChanged, type CustomHostRoute, type EventBus } from '../platform/events';

/** A custom domain's host name as the site host serves it: the website (by its subdomain) and the owner's choices. */
export interface CustomHost extends CustomHostRoute {
  /** The domain the owner added (for www.example.com: example.com). */
  domain: string;
  /** Whether this name is the www alias of the domain. */
  isWww: boolean;
}

type ServedDomain = { domain: string; subdomain: string | null } & Omit<CustomHostRoute, 'subdomain'>;
export interface CustomHostSource {
  servedDomains(websiteId?: number): Promise<ServedDomain[]>;
}

const RELOAD_MS = 10 * 60_000;

/**
 * Every verified custom domain (and its www alias) whose owner's plan has custom domains, in memory: routing decides from the Host header
 * synchronously, and Caddy's on-demand TLS asks about every new name, so both need the answer
 * without a database round trip. Entries are small (a name and a few fields), so the whole set is
 * kept: loaded at start, changed by DOMAIN_CHANGED events (which carry the new state, so a removal
 * takes effect the moment the event reaches each instance), read again for a website whose
 * subdomain changed or that was deleted, and reloaded every ten minutes should an event be lost.
 * The website behind a host is then found by subdomain through the site host's bounded LRU.
 */
export function createCustomHosts(deps: { source: CustomHostSource; events: EventBus; reloadMs?: number }) {
  const { source, events } = deps;
  const byHost = new Map<string, CustomHost>();
  const byWebsite = new Map<number, Set<string>>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  function drop(host: string) {
    const entry = byHost.get(host);
    if (!entry) return;
    byHost.delete(host);
    const hosts = byWebsite.get(entry.websiteId);
    hosts?.delete(host);
    if (hosts?.size === 0) byWebsite.delete(entry.websiteId);
  }

  function set(host: string, entry: CustomHost) {
    drop(host);
    byHost.set(host, entry);
    const hosts = byWebsite.get(entry.websiteId) ?? new Set<string>();
    hosts.add(host);
    byWebsite.set(entry.websiteId, hosts);
  }

  function put(domain: string, route: CustomHostRoute) {
    set(domain, { ...route, domain, isWww: false });
    if (!domain.startsWith('www.')) set(`www.${domain}`, { ...route, domain, isWww: true });
  }

  function removeDomain(domain: string) {
    drop(domain);
    if (byHost.get(`www.${domain}`)?.domain === domain) drop(`www.${domain}`);
  }

  const putRow = (row: ServedDomain) => row.subdomain && put(row.domain, customHostRoute.parse({ ...row, subdomain: row.subdomain }));

  async function load() {
    const rows = await source.servedDomains();
    byHost.clear();
    byWebsite.clear();
    rows.forEach(putRow);
    changed();
  }

  async function reloadWebsite(websiteId: number) {
    const rows = await source.servedDomains(websiteId);
    for (const host of [...(byWebsite.get(websiteId) ?? [])]) drop(host);
    rows.forEach(putRow);
    changed();
  }

  const unsubscribeDomains = subscribeEvent(events, DOMAIN_CHANGED, domainChanged, ({ domain, route }) => {
    removeDomain(domain);
    if (route) put(domain, route);
    changed();
  });
  // A website changed (a new subdomain, deleted, its owner deactivated or back, suspended or lifted):
  // its names are read again, also when none is served now (a lifted suspension brings them back).
  // A save of its content or media changes none of that.
  const unsubscribeWebsites = subscribeEvent(events, WEBSITE_CHANGED, websiteChanged, ({ websiteId, reason }) => {
    if (reason === undefined) void reloadWebsite(websiteId).catch(() => undefined);
  });
  // A new plan may suspend an owner's domains or bring them back: rare enough to read the set again.
  const unsubscribePlans = subscribeEvent(events, PLAN_CHANGED, planChanged, () => void load().catch(() => undefined));
  // Each process's own timer, not a scheduled job: it refreshes this process's copy in memory (a
  // safety net for an event missed while Redis was away), which no other process can do for it.
  const timer = setInterval(() => void load().catch(() => undefined), deps.reloadMs ?? RELOAD_MS);
  timer.unref();

  return {
    load,
    lookup: (host: string): CustomHost | undefined => byHost.get(host),
    /** Called after every change (the host classifier forgets what it remembered). */
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    size: () => byHost.size,
    close() {
      clearInterval(timer);
      unsubscribeDomains();
      unsubscribeWebsites();
      unsubscribePlans();
      listeners.clear();
    },
  };
}
export type CustomHosts = ReturnType<typeof createCustomHosts>;
