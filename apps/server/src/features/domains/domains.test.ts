import { unstorableTextMessage } from '@folio/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { startDnsServer, type DnsServer } from '../../../test/dns-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PLAN_CHANGED, planChanged, publishEvent } from '../../platform/events';
import { users } from '../auth/auth.tables';
import { verificationMessages } from './dns-check';
import { customDomains } from './domains.tables';
import { domainMessages } from './domain-name';
import { domainTakenMessages, propagation } from './domains.service';

const TARGET = 'sites.folio-test.example';
const TARGET_ADDRESS = '127.0.0.1';
/** Served statuses: verified, then the certificate check's verdict (ssl_pending here, where no HTTPS listens). */
const SERVED = ['verified', 'ssl_pending', 'active'];

let test: TestApp;
let dns: DnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  dns.set('A', TARGET, TARGET_ADDRESS);
  // Nothing listens on port 1 of loopback: the certificate check of a verified domain fails at once.
  test = await createTestApp({ SITE_DOMAIN: 'folio-sites.test', DNS_SERVERS: dns.server, CUSTOM_DOMAIN_TARGET: TARGET, DOMAIN_CHECK_DELAY_MS: '100', TRUST_PROXY: 'true', DOMAIN_HTTPS_PORT: '1' });
});
afterAll(async () => {
  await test.close();
  await dns.close();
});

type User = Awaited<ReturnType<typeof userOnPlan>>;
interface Domain {
  id: number;
  domain: string;
  full_domain: string;
  url: string;
  status: string;
  verified_at: string | null;
  ssl_status: string;
  force_https: boolean;
  redirect_www: boolean;
  last_error: string | null;
  dns_instructions: { records: { type: string; name: string; value: string; ttl: number }[]; verification: { name: string; value: string; ttl: number }; target: string };
}

let counter = 0;
const uniqueDomain = (base = 'portfolio') => `${base}-${Date.now().toString(36)}-${(counter += 1)}.example.com`;

async function owner(plan: 'free' | 'pro' | 'premium' = 'premium', publish = true) {
  const user = await userOnPlan(test, plan);
  const website = await user.createWebsite('Grace Hopper');
  if (publish) expect((await user.request('POST', `/api/websites/${website.id}/publish`, { version: website.version })).statusCode).toBe(200);
  const add = (domain: string, options: object = {}) => user.request('POST', `/api/websites/${website.id}/custom-domains`, { domain, ...options });
  const added = async (domain = uniqueDomain(), options: object = {}): Promise<Domain> => {
    const response = await add(domain, options);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().domain;
  };
  return { user, website, add, added };
}

/** The records the DNS guide asks for, published on the test's DNS server. */
function publishRecords(domain: Domain, options: { txt?: string; cname?: boolean } = {}) {
  dns.set('TXT', domain.dns_instructions.verification.name, options.txt ?? domain.dns_instructions.verification.value);
  if (options.cname !== false) dns.set('CNAME', domain.domain, TARGET);
}

const visit = (host: string, url = '/', headers: Record<string, string> = {}) => test.app.inject({ url, headers: { host, ...headers } });
const ask = (domain: string) => test.app.inject({ url: `/internal/tls/ask?domain=${encodeURIComponent(domain)}` });

async function verify(user: User, domain: Domain) {
  return user.request('POST', `/api/custom-domains/${domain.id}/verify`);
}

let hostileOwner: ReturnType<typeof owner> | undefined;

describe('adding a custom domain', () => {
  it('stores the domain normalised, with force_https and redirect_www on, and gives the DNS guide', async () => {
    const { user, website, add } = await owner();
    const name = uniqueDomain('ada');
    const response = await add(`  ${name.toUpperCase()}. `);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Custom domain added successfully');
    const domain: Domain = response.json().domain;
    expect(domain).toMatchObject({ domain: name, full_domain: name, url: `https://${name}`, status: 'pending_verification', verified_at: null, ssl_status: 'pending', force_https: true, redirect_www: true });
    expect(domain.dns_instructions.verification).toEqual({ name: `_folio-verify.${name}`, value: expect.stringMatching(/^folio-verify=[0-9a-f]{32}$/), ttl: 300 });
    expect(domain.dns_instructions.records).toEqual([
      { type: 'CNAME', name, value: TARGET, ttl: 300 },
      { type: 'CNAME', name: `www.${name}`, value: TARGET, ttl: 300 },
      { type: 'TXT', name: `_folio-verify.${name}`, value: domain.dns_instructions.verification.value, ttl: 300 },
    ]);

    const listed = await user.request('GET', `/api/websites/${website.id}/custom-domains`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ success: true, propagation_info: propagation, usage: { used: 1, limit: -1 } });
    expect(listed.json().propagation_info.maximum).toBe('24 hours');
    // The background may have checked it meanwhile: the same domain, perhaps with a last check.
    const { last_checked_at: _checked, last_error: _error, next_check_at: _next, ...stable } = domain as Domain & Record<string, unknown>;
    expect(listed.json().domains).toEqual([expect.objectContaining(stable)]);
  });

  it('gives every domain its own verification value, and keeps the owner’s choices', async () => {
    const { added } = await owner();
    const first = await added(uniqueDomain(), { force_https: false, redirect_www: false });
    const second = await added();
    expect(first).toMatchObject({ force_https: false, redirect_www: false });
    expect(first.dns_instructions.verification.value).not.toBe(second.dns_instructions.verification.value);
  });

  it('stores an internationalised name in its punycode form and shows it in Unicode', async () => {
    const { added } = await owner();
    const suffix = `${Date.now().toString(36)}${(counter += 1)}`;
    const domain = await added(`Bücher-${suffix}.Example.`);
    expect(domain.domain).toMatch(/^xn--bcher-.+\.example$/);
    expect(domain.full_domain).toBe(`bücher-${suffix}.example`);
  });

  it.each([
    ['', domainMessages.required],
    ['localhost', domainMessages.local],
    ['shop.localhost', domainMessages.local],
    ['printer.local', domainMessages.local],
    ['127.0.0.1', domainMessages.ipAddress],
    ['[::1]', domainMessages.ipAddress],
    ['2001:db8::1', domainMessages.ipAddress],
    ['10.0.0.1:8080', domainMessages.ipAddress],
    ['example.com:8080', domainMessages.port],
    ['https://example.com/about', domainMessages.path],
    ['ada.folio-sites.test', domainMessages.folio],
    ['folio-sites.test', domainMessages.folio],
    ['localhost.', domainMessages.local],
    ['example', domainMessages.needsDot],
    ['exa mple.com', domainMessages.invalid],
    ['ex_ample.com', domainMessages.invalid],
    ['-bad.example.com', domainMessages.invalid],
    ['bad-.example.com', domainMessages.invalid],
    ['a..example.com', domainMessages.invalid],
    ['evil.com\u0000.example.com', unstorableTextMessage],
    ['user@example.com', domainMessages.invalid],
    [`${'a'.repeat(64)}.com`, domainMessages.labelTooLong],
    [`${'abcdefghi.'.repeat(26)}com`, domainMessages.tooLong],
  ])('refuses %j with a clear 422', async (input, message) => {
    const { add } = await (hostileOwner ??= owner('premium', false));
    const response = await add(input);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().details.errors.domain).toEqual([message]);
  });

  it('refuses over-long input and wrong types without a 500', async () => {
    const { user, website } = await owner('premium', false);
    for (const payload of [{ domain: 'a'.repeat(5000) }, { domain: 42 }, {}, { domain: 'example.com', force_https: 'yes' }]) {
      const response = await user.request('POST', `/api/websites/${website.id}/custom-domains`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });

  it('gives a name to one website only: the owner’s other website and another user are refused', async () => {
    const first = await owner();
    const name = uniqueDomain();
    await first.added(name);
    const otherSite = await first.user.createWebsite('Second site');
    const again = await first.user.request('POST', `/api/websites/${otherSite.id}/custom-domains`, { domain: name });
    expect(again.statusCode).toBe(422);
    expect(again.json().details.errors.domain).toEqual([domainTakenMessages.yours]);
    const intruder = await owner();
    const theirs = await intruder.add(name.toUpperCase());
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().details.errors.domain).toEqual([domainTakenMessages.theirs]);
  });
});

describe('plans', () => {
  it('answers free with the spec’s 403 and the upgrade data', async () => {
    const { user, website, add } = await owner('free', false);
    const response = await add(uniqueDomain());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'subscription_required',
      message: 'Subscription required',
      details: { feature: 'custom_domains', current_plan: 'free', required_plan: 'pro', checkout_url: 'http://localhost:3000/subscription/plans?plan=pro&billing=monthly' },
    });
    expect(response.json().details.upgrade_benefits.length).toBeGreaterThan(0);
    const listed = await user.request('GET', `/api/websites/${website.id}/custom-domains`);
    expect(listed.json()).toMatchObject({ domains: [], usage: { used: 0, limit: 0 } });
  });

  it('lets pro have one domain across its websites, then offers premium', async () => {
    const pro = await owner('pro', false);
    await pro.added();
    const second = await pro.user.createWebsite('Another');
    const response = await pro.user.request('POST', `/api/websites/${second.id}/custom-domains`, { domain: uniqueDomain() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Subscription required', details: { feature: 'custom_domains', current_plan: 'pro', required_plan: 'premium', limit: 1, current_count: 1 } });
  });

  it('lets premium add as many as it likes', async () => {
    const premium = await owner('premium', false);
    for (let index = 0; index < 3; index += 1) await premium.added();
    const listed = await premium.user.request('GET', `/api/websites/${premium.website.id}/custom-domains`);
    expect(listed.json().usage).toEqual({ used: 3, limit: -1 });
  });
});

describe('ownership', () => {
  it("answers 404 to another user's website and domain ids, and leaves the domain alone", async () => {
    const a = await owner();
    const domain = await a.added();
    const b = await owner();
    const calls = [
      await b.user.request('GET', `/api/websites/${a.website.id}/custom-domains`),
      await b.user.request('POST', `/api/websites/${a.website.id}/custom-domains`, { domain: uniqueDomain() }),
      await b.user.request('POST', `/api/custom-domains/${domain.id}/verify`),
      await b.user.request('DELETE', `/api/custom-domains/${domain.id}`),
    ];
    expect(calls.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    const listed = await a.user.request('GET', `/api/websites/${a.website.id}/custom-domains`);
    expect(listed.json().domains).toEqual([expect.objectContaining({ id: domain.id, domain: domain.domain, status: 'pending_verification', dns_instructions: domain.dns_instructions })]);
  });
});

describe('verification against a real DNS server', () => {
  it('verifies a domain whose TXT and CNAME are in place, tells the owner, and serves the site on it', async () => {
    const { user, website, added } = await owner();
    const domain = await added();
    expect((await ask(domain.domain)).statusCode).toBe(404);
    publishRecords(domain);
    const response = await verify(user, domain);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Domain verification completed successfully!');
    const verified: Domain = response.json().domain;
    expect(verified).toMatchObject({ status: 'verified', last_error: null });
    expect(Date.now() - Date.parse(verified.verified_at!)).toBeLessThan(60_000);
    expect(dns.queries).toContain(`_folio-verify.${domain.domain} 16`);

    const notifications = (await user.request('GET', '/api/notifications')).json().data as { type: string; action_url: string; message: string }[];
    expect(notifications[0]).toMatchObject({ type: 'domain_verified', action_url: `/builder/${website.id}?section=custom-domain` });
    expect(notifications[0]!.message).toContain(domain.domain);

    const page = await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Grace Hopper');
    expect((await ask(domain.domain)).statusCode).toBe(200);
    expect((await ask(`www.${domain.domain}`)).statusCode).toBe(200);
    expect((await ask(`${domain.domain.toUpperCase()}.`)).statusCode).toBe(200);

    // Verify is idempotent once verified: the domain as it is.
    const again = await verify(user, domain);
    expect(again.statusCode).toBe(200);
    expect(SERVED).toContain(again.json().domain.status);

    // The certificate check found no HTTPS on the domain: SSL pending, checked again later; still served.
    const deadline = Date.now() + 5000;
    let checked = again.json().domain as Domain & { is_reachable: boolean };
    while (checked.status !== 'ssl_pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      checked = (await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains[0];
    }
    expect(checked).toMatchObject({ status: 'ssl_pending', ssl_status: 'pending', is_reachable: false });
    expect((await ask(domain.domain)).statusCode).toBe(200);
  });

  it('refuses a missing TXT record, a wrong value and a missing CNAME with what to fix', async () => {
    const { user, added } = await owner();
    const domain = await added();
    const missing = await verify(user, domain);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'verification_failed', message: verificationMessages.txtMissing(domain.domain), details: { domain: { status: 'failed', last_error: verificationMessages.txtMissing(domain.domain) } } });

    publishRecords(domain, { txt: 'folio-verify=0123456789abcdef0123456789abcdef' });
    const wrong = await verify(user, domain);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(verificationMessages.txtWrong(domain.domain));

    publishRecords(domain, { cname: false });
    dns.remove('CNAME', domain.domain);
    const noCname = await verify(user, domain);
    expect(noCname.statusCode).toBe(422);
    expect(noCname.json().message).toBe(verificationMessages.notPointing(domain.domain, TARGET));
    expect((await ask(domain.domain)).statusCode).toBe(404);
    expect((await visit(domain.domain)).body).not.toContain('Grace Hopper');

    // A root that cannot carry a CNAME: an A record with the target's address (ALIAS, flattening) is enough.
    dns.set('A', domain.domain, TARGET_ADDRESS);
    const aliased = await verify(user, domain);
    expect(aliased.statusCode, aliased.body).toBe(200);
    expect(aliased.json().domain.status).toBe('verified');
    expect(aliased.json().domain.verified_at).not.toBeNull();
  });

  it('finds records added later by itself, with back-off, and tells the owner', async () => {
    const { user, website, added } = await owner();
    const domain = await added();
    // Its first check runs in the background a few hundred ms after it was added (later on a loaded machine).
    const listed = async () => (await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains[0] as Domain & { next_check_at: string; last_error: string | null };
    let waiting = await listed();
    for (const until = Date.now() + 10_000; waiting.last_error === null && Date.now() < until; waiting = await listed()) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waiting.status).toBe('pending_verification');
    expect(waiting.last_error).toBe(verificationMessages.txtMissing(domain.domain));
    const txtQueries = () => dns.queries.filter((query) => query === `_folio-verify.${domain.domain} 16`).length;
    expect(txtQueries()).toBeGreaterThanOrEqual(1);
    expect(txtQueries()).toBeLessThanOrEqual(3);

    publishRecords(domain);
    const deadline = Date.now() + 10_000;
    let status = 'pending_verification';
    while (!SERVED.includes(status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains[0].status;
    }
    expect(SERVED).toContain(status);
    const notifications = (await user.request('GET', '/api/notifications')).json().data as { type: string }[];
    expect(notifications.filter((notification) => notification.type === 'domain_verified')).toHaveLength(1);
    expect((await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' })).body).toContain('Grace Hopper');
  });

  it('checks a domain whose re-check was lost (a restart of the in-process queue) on the next sweep', async () => {
    const { user, website, added } = await owner();
    const domain = await added();
    // Its queued re-checks stand down (they carry another attempt), as if they had gone with a process;
    // set again if a check under way when it was set wrote its own attempt over it.
    const row = () => test.database.db.select().from(customDomains).where(eq(customDomains.id, domain.id));
    do {
      await test.database.db.update(customDomains).set({ check_attempts: 40, next_check_at: new Date(Date.now() - 1000) }).where(eq(customDomains.id, domain.id));
      await new Promise((resolve) => setTimeout(resolve, 400));
    } while ((await row())[0]!.check_attempts !== 40);
    publishRecords(domain);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const status = async () => (await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains[0].status as string;
    expect(await status()).toBe('pending_verification');
    // What domains.sweep-due-checks runs once a minute.
    await test.services.domains.sweepDueChecks();
    await expect.poll(status, { timeout: 10_000 }).toSatisfy((value: string) => SERVED.includes(value));
  });
});

describe('serving a verified domain', () => {
  async function verifiedDomain(options: object = {}) {
    const site = await owner();
    const domain = await site.added(uniqueDomain(), options);
    publishRecords(domain);
    expect((await verify(site.user, domain)).statusCode).toBe(200);
    return { ...site, domain };
  }

  it('sends www to the domain and http to https (known through the trusted proxy)', async () => {
    const { domain } = await verifiedDomain();
    const www = await visit(`www.${domain.domain}`, '/blog?x=1', { 'x-forwarded-proto': 'https' });
    expect(www.statusCode).toBe(301);
    expect(www.headers.location).toBe(`https://${domain.domain}/blog?x=1`);
    const http = await visit(domain.domain, '/', { 'x-forwarded-proto': 'http' });
    expect(http.statusCode).toBe(301);
    expect(http.headers.location).toBe(`https://${domain.domain}/`);
    const wwwOverHttp = await visit(`www.${domain.domain}`, '/', { 'x-forwarded-proto': 'http' });
    expect(wwwOverHttp.headers.location).toBe(`https://${domain.domain}/`);
  });

  it('serves www and http as they are when the owner turned both off', async () => {
    const { domain } = await verifiedDomain({ force_https: false, redirect_www: false });
    const www = await visit(`www.${domain.domain}`, '/', { 'x-forwarded-proto': 'http' });
    expect(www.statusCode).toBe(200);
    expect(www.body).toContain('Grace Hopper');
  });

  it('gives the site its own domain as canonical address while the domain is served, on every host', async () => {
    const { user, website, domain } = await verifiedDomain();
    const canonical = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    expect(canonical((await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' })).body)).toBe(`https://${domain.domain}/`);
    const subdomainHost = `${website.subdomain}.folio-sites.test`;
    expect(canonical((await visit(subdomainHost)).body)).toBe(`https://${domain.domain}/`);
    expect((await visit(subdomainHost, '/robots.txt')).body).toContain(`Sitemap: https://${domain.domain}/sitemap.xml`);
    expect((await user.request('DELETE', `/api/custom-domains/${domain.id}`)).statusCode).toBe(200);
    expect(canonical((await visit(subdomainHost)).body)).toBe(`http://${subdomainHost}:3000/`);
  });

  it('suspends the domains of an owner whose plan no longer has them, and serves them again after an upgrade', async () => {
    const { user, website, domain } = await verifiedDomain();
    const setPlan = async (plan: 'free' | 'premium') => {
      await test.database.db.update(users).set({ current_plan: plan }).where(eq(users.id, user.id));
      await publishEvent(test.services.events, PLAN_CHANGED, planChanged, { userId: user.id });
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await setPlan('free');
    expect((await ask(domain.domain)).statusCode).toBe(404);
    expect((await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' })).body).not.toContain('Grace Hopper');
    expect((await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains[0].status).toBe('suspended');
    expect((await visit(`${website.subdomain}.folio-sites.test`)).body).toContain(`href="http://${website.subdomain}.folio-sites.test:3000/"`);
    await setPlan('premium');
    expect((await ask(domain.domain)).statusCode).toBe(200);
    expect((await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' })).body).toContain('Grace Hopper');
    expect(SERVED).toContain((await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains[0].status);
  });

  it('stops serving a removed domain at once, and Caddy may no longer get it a certificate', async () => {
    const { user, domain } = await verifiedDomain();
    expect((await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' })).body).toContain('Grace Hopper');
    const removed = await user.request('DELETE', `/api/custom-domains/${domain.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Custom domain removed successfully');
    expect((await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' })).body).not.toContain('Grace Hopper');
    expect((await ask(domain.domain)).statusCode).toBe(404);
    expect((await ask(`www.${domain.domain}`)).statusCode).toBe(404);
  });

  it('follows the website to its new subdomain, and forgets it when the website is deleted', async () => {
    const { user, website, domain } = await verifiedDomain();
    const current = (await user.request('GET', `/api/websites/${website.id}`)).json().website;
    const renamed = await user.request('PUT', `/api/websites/${website.id}`, { version: current.version, subdomain: `moved-${Date.now().toString(36)}` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await visit(domain.domain, '/', { 'x-forwarded-proto': 'https' })).body).toContain('Grace Hopper');
    expect((await user.request('DELETE', `/api/websites/${website.id}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await ask(domain.domain)).statusCode).toBe(404);
  });
});

describe('the TLS ask endpoint', () => {
  it('allows existing Folio sites and the app, and nothing else', async () => {
    const { website } = await owner('free');
    expect((await ask(`${website.subdomain}.folio-sites.test`)).statusCode).toBe(200);
    expect((await ask('localhost')).statusCode).toBe(200);
    for (const name of ['nobody-here.folio-sites.test', 'a.b.folio-sites.test', 'example.org', '', '..', 'x'.repeat(300)]) {
      expect((await ask(name)).statusCode, name).not.toBe(200);
    }
    expect((await test.app.inject({ url: '/internal/tls/ask' })).statusCode).toBe(404);
  });
});

describe.runIf(process.env.REDIS_URL)('with Redis: two app processes and BullMQ', () => {
  it('finds records added later through a delayed BullMQ job, and every process serves, then drops, the domain at once', async () => {
    const { Redis } = await import('ioredis');
    const { buildApp } = await import('../../app');
    const { loadConfig } = await import('../../config');
    const redisUrl = process.env.REDIS_URL!;
    const prefix = `folio-test-domains-${process.pid}-${Date.now()}`;
    const env = { SITE_DOMAIN: 'folio-sites.test', DNS_SERVERS: dns.server, CUSTOM_DOMAIN_TARGET: TARGET, DOMAIN_CHECK_DELAY_MS: '100', TRUST_PROXY: 'true', DOMAIN_HTTPS_PORT: '1', REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
    const first = await createTestApp(env);
    // A second process on the same database and Redis, running no jobs: it learns only through events.
    const redis = new Redis(redisUrl);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: first.dataDir, LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', ...env, RUN_WORKERS: 'false' });
    const second = await buildApp({ config, database: first.database, redis, logger: false });
    await second.app.ready();
    try {
      const user = await userOnPlan(first, 'premium');
      const website = await user.createWebsite('Grace Hopper');
      const added = await user.request('POST', `/api/websites/${website.id}/custom-domains`, { domain: uniqueDomain() });
      expect(added.statusCode, added.body).toBe(201);
      const domain: Domain = added.json().domain;
      const askSecond = async (name: string) => (await second.app.inject({ url: `/internal/tls/ask?domain=${name}` })).statusCode;
      expect(await askSecond(domain.domain)).toBe(404);

      publishRecords(domain);
      const deadline = Date.now() + 15_000;
      while ((await askSecond(domain.domain)) !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await askSecond(domain.domain)).toBe(200);
      const listed = (await user.request('GET', `/api/websites/${website.id}/custom-domains`)).json().domains[0] as Domain;
      expect(SERVED).toContain(listed.status);

      expect((await user.request('DELETE', `/api/custom-domains/${domain.id}`)).statusCode).toBe(200);
      const removedAt = Date.now();
      while ((await askSecond(domain.domain)) !== 404 && Date.now() - removedAt < 2000) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await askSecond(domain.domain)).toBe(404);
      expect(Date.now() - removedAt).toBeLessThan(1000);
    } finally {
      await second.app.close();
      await redis.quit();
      await first.close();
    }
  }, 40_000);
});
