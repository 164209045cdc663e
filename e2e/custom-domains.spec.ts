import type { CustomDomain } from '@folio/schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createVerifiedUser, type TestUser } from './support/api';
import { axeViolations } from './support/axe';
import { subscribe, toast } from './support/billing';
import { looks, screenshot } from './support/browser';
import { createWebsite, openBuilder, updateWebsite } from './support/builder';
import { startDnsServer, type DnsServer } from '../apps/server/test/dns-server';
import { startSession, type Session } from './support/session';

/**
 * The builder's Custom Domain section: free sees the upgrade prompt; a premium user adds a domain,
 * reads the DNS Setup Instructions, verifies too early (the spec's message), then verifies against a
 * real DNS server on loopback once the records are in place, and the domain shows as Verified.
 */

const TARGET = 'edge.folio-e2e.test';
let session: Session;
let dns: DnsServer;

beforeAll(async () => {
  dns = await startDnsServer();
  dns.set('A', TARGET, '127.0.0.1');
  // The background re-check waits ten minutes here: the journey's own Verify clicks do the checking.
  // Nothing listens on port 1: the certificate check after verification says SSL pending at once.
  session = await startSession({ env: { DNS_SERVERS: dns.server, CUSTOM_DOMAIN_TARGET: TARGET, DOMAIN_CHECK_DELAY_MS: '600000', DOMAIN_HTTPS_PORT: '1' } });
});

afterAll(async () => {
  await session?.close();
  await dns?.close();
});


async function domainsOf(user: TestUser, websiteId: number): Promise<CustomDomain[]> {
  return (await callApi<{ domains: CustomDomain[] }>(session.server, 'GET', `/websites/${websiteId}/custom-domains`, undefined, user.token)).body.domains;
}

describe('custom domains in the builder', () => {
  test('free sees the upgrade prompt instead of the section', async () => {
    const user = await createVerifiedUser(session.server, 'Free Owner');
    const website = await createWebsite(session.server, user.token, 'Free Owner');
    for (const look of looks()) {
      const page = await session.openPage({ token: user.token, width: look.width, colorScheme: look.colorScheme });
      await openBuilder(page, website.id, '?section=custom-domain&preview=false');
      await page.getByText('Custom Domains Require Pro Plan').waitFor();
      expect(await page.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toContain('plan=pro');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'builder-custom-domain-upgrade');
      await page.context().close();
    }
  });

  test('a premium user adds a domain, follows the DNS guide and verifies it', async () => {
    const user = await createVerifiedUser(session.server, 'Ada Lovelace');
    await subscribe(session.server, user.token, 'premium');
    const website = await createWebsite(session.server, user.token, 'Ada Lovelace');
    await updateWebsite(session.server, user.token, website.id, { status: 'published' });
    const page = await session.openPage({ token: user.token });
    await openBuilder(page, website.id, '?section=custom-domain&preview=false');
    await page.getByText('Using 0 of unlimited custom domains').waitFor();
    await screenshot(page, 'builder-custom-domain-empty');

    // A name Folio cannot serve is refused where it was typed.
    const field = page.getByLabel('Domain name');
    await field.fill('localhost');
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await page.getByText('This name only works on your own computer or network').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    const name = `ada-${Date.now().toString(36)}.example.com`;
    await field.fill(`https://${name.toUpperCase()}/`);
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await toast(page, 'Custom domain added successfully').waitFor();
    const dialog = page.getByRole('dialog', { name: 'DNS Setup Instructions' });
    await dialog.waitFor();
    const [domain] = await domainsOf(user, website.id);
    expect(domain).toMatchObject({ domain: name, status: 'pending_verification', force_https: true, redirect_www: true });
    const txt = domain!.dns_instructions.verification;
    await dialog.getByText(txt.value, { exact: true }).waitFor();
    await dialog.getByText(`_folio-verify.${name}`, { exact: true }).waitFor();
    expect(await dialog.getByText(TARGET, { exact: true }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Copy TXT value' }).waitFor();
    await dialog.getByText('at most 24 hours').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'builder-custom-domain-dns-guide');

    // Too early: the records are not there yet.
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toast(page, `We could not find the TXT record _folio-verify.${name} yet`).waitFor();
    expect((await domainsOf(user, website.id))[0]!.status).toBe('failed');

    // The owner adds the records at their DNS provider (here: the loopback DNS server), then verifies.
    dns.set('TXT', txt.name, txt.value);
    dns.set('CNAME', name, TARGET);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toast(page, 'Domain verification completed successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('list', { name: 'Your domains' }).getByRole('listitem').filter({ hasText: name });
    await card.getByText('Verified', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe(`https://${name}`);
    await page.getByText('Using 1 of unlimited custom domains').waitFor();
    // Verified; the certificate check that follows may already have said SSL pending (no HTTPS here).
    const verifiedDomain = (await domainsOf(user, website.id))[0]!;
    expect(['verified', 'ssl_pending']).toContain(verifiedDomain.status);
    expect(verifiedDomain.verified_at).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    for (const look of looks([])) {
      const shown = await session.openPage({ token: user.token, width: look.width, colorScheme: look.colorScheme });
      await openBuilder(shown, website.id, '?section=custom-domain&preview=false');
      await shown.getByText('Using 1 of unlimited custom domains').waitFor();
      expect(await axeViolations(shown)).toEqual([]);
      await screenshot(shown, 'builder-custom-domain-verified');
      await shown.getByRole('button', { name: 'DNS Setup Instructions' }).click();
      await shown.getByRole('dialog', { name: 'DNS Setup Instructions' }).waitFor();
      expect(await axeViolations(shown)).toEqual([]);
      await screenshot(shown, 'builder-custom-domain-dns-guide');
      await shown.context().close();
    }
  });
});
