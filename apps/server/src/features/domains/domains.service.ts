import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  DNS_RECORD_TTL,
  getPlan,
  servedStatuses,
  verifiableStatuses,
  type CustomDomain,
  type CustomDomainInput,
  type PropagationInfo,
} from '@folio/schema';
import { isUniqueViolation, type Database } from '../../platform/db/client';
import { AppError, ValidationError, notFound } from '../../platform/errors';
import { DOMAIN_CHANGED, domainChanged, publishEvent, type EventBus } from '../../platform/events';
import { defineJob, defineSchedule, type Jobs } from '../../platform/jobs';
import type { Notifier } from '../../platform/notify';
import { subscriptionRequired, upgradeOffer } from '../../platform/upgrade';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import type { Background } from '../../platform/background';
import { checkCertificate } from './certificate-check';
import { checkDomainDns, verificationName, type DnsLookup } from './dns-check';
import { normaliseDomain, readableDomain, wwwOf } from './domain-name';
import { createDomainQueries } from './domains.queries';
import type { CustomDomainRow } from './domains.tables';

/** What the domains feature takes of the websites feature (services.ts passes it): ownership. */
export interface WebsiteOwnership {
  owned(user: UserRow, id: number): Promise<WebsiteRow>;
}

export interface DomainSettings {
  siteDomain: string;
  appHost: string;
  appUrl: string;
  /** The host name the CNAME records point at. */
  target: string;
  /** The first background re-check's delay; doubled after each miss, up to MAX_CHECK_DELAY_MS. */
  checkDelayMs: number;
  /** Where the certificate check reaches a verified domain over HTTPS (443; a test's Caddy port). */
  httpsPort: number;
  /** A CA trusted besides the system's for that check (a staging Caddy's local CA), if any. */
  extraCaFile?: string;
}

/** builder.md section 9: DNS changes reach everyone within 24 hours. */
export const propagation: PropagationInfo = {
  minimum: '5 minutes',
  typical: '1 to 4 hours',
  maximum: '24 hours',
  note: 'DNS changes can take up to 24 hours to reach every network. Folio keeps checking by itself and tells you when the domain is verified.',
};

/** The background's longest wait between two checks, and how long it keeps checking a domain. */
export const MAX_CHECK_DELAY_MS = 60 * 60_000;
export const CHECK_PERIOD_MS = 7 * 24 * 60 * 60_000;
/** How long another user's unverified claim holds a name before a new claim may replace it. */
export const UNVERIFIED_CLAIM_MS = 7 * 24 * 60 * 60_000;

export const domainTakenMessages = {
  yours: 'This domain is already connected to one of your websites.',
  theirs: 'This domain is already connected to another Folio website.',
} as const;

/** How many certificate checks a verified domain gets before its SSL status reads failed. */
export const CERTIFICATE_CHECKS = 12;
export const certificateJob = defineJob('domains.certificate', z.object({ domainId: z.number().int(), attempt: z.number().int().min(0) }), { attempts: 1, delayMs: 1000 });

export const checkDomainJob = defineJob('domains.check', z.object({ domainId: z.number().int(), attempt: z.number().int().min(0) }), { attempts: 1, delayMs: 1000 });
/**
 * Each re-check is a delayed job of its own, queued when the last one missed (so the back-off is
 * kept to the millisecond); this sweep, once a minute across every process, queues any check that
 * is due and was not (an in-process queue forgets its timers on a restart). Both use the check's
 * key `domain-check:{id}:{attempt}`, so a check waiting or running is never queued twice.
 */
export const sweepDueChecksSchedule = defineSchedule('domains.sweep-due-checks', 60_000);

export const stoppedCheckingMessage = 'Folio stopped checking this domain after 7 days without finding its DNS records. Check them, then choose Verify.';

/**
 * Custom domains: the plan's limit, names that can be a public domain of the owner's, the DNS guide,
 * verification (on request, and in the background with back-off until the records appear), removal.
 * Each change that alters what the site host serves is published as DOMAIN_CHANGED.
 */
export function createDomainService(deps: {
  db: Database;
  websites: WebsiteOwnership;
  notifications: Notifier;
  events: EventBus;
  jobs: Jobs;
  background: Background;
  dns: DnsLookup;
  settings: DomainSettings;
  now?: () => Date;
}) {
  const { websites, notifications, events, jobs, background, dns, settings } = deps;
  const queries = createDomainQueries(deps.db);
  const now = deps.now ?? (() => new Date());

  const delayAfter = (attempt: number) => Math.min(settings.checkDelayMs * 2 ** attempt, MAX_CHECK_DELAY_MS);

  /** `suspended`: the owner's plan no longer has custom domains, so a verified domain is not served. */
  function present(row: CustomDomainRow, suspended = false): CustomDomain {
    const verification = { name: verificationName(row.domain), value: row.verification_token, ttl: DNS_RECORD_TTL };
    const www = wwwOf(row.domain);
    return {
      id: row.id,
      website_id: row.website_id,
      domain: row.domain,
      full_domain: readableDomain(row.domain),
      url: `https://${row.domain}`,
      status: suspended && servedStatuses.includes(row.status) ? 'suspended' : row.status,
      verified_at: row.verified_at?.toISOString() ?? null,
      ssl_status: row.ssl_status,
      is_reachable: row.is_reachable,
      force_https: row.force_https,
      redirect_www: row.redirect_www,
      last_error: row.last_error,
      last_checked_at: row.last_checked_at?.toISOString() ?? null,
      next_check_at: row.next_check_at?.toISOString() ?? null,
      dns_instructions: {
        records: [
          { type: 'CNAME', name: row.domain, value: settings.target, ttl: DNS_RECORD_TTL },
          ...(www ? [{ type: 'CNAME' as const, name: www, value: settings.target, ttl: DNS_RECORD_TTL }] : []),
          { type: 'TXT', name: verification.name, value: verification.value, ttl: DNS_RECORD_TTL },
        ],
        verification,
        target: settings.target,
      },
      created_at: row.created_at.toISOString(),
    };
  }

  const limitOf = (user: UserRow) => (user.role === 'admin' ? -1 : getPlan(user.current_plan).limits.custom_domains);

  async function assertRoomFor(user: UserRow) {
    const limit = limitOf(user);
    if (limit === 0) throw subscriptionRequired(user, 'custom_domains', 'pro', settings.appUrl);
    if (limit === -1) return;
    const used = await queries.countForUser(user.id);
    if (used >= limit) {
      // The spec's 403 that opens the upgrade dialog, here towards the plan with more domains.
      throw new AppError(403, 'subscription_required', 'Subscription required', { ...upgradeOffer(user, 'custom_domains', 'premium', settings.appUrl), limit, current_count: used });
    }
  }

  async function ownedDomain(user: UserRow, domainId: number) {
    const row = await queries.findOwned(user.id, domainId);
    if (!row) throw notFound('Custom domain not found.');
    return row;
  }

  /** Tells every instance's site host what to serve on this name now. */
  async function announce(websiteId: number, row: CustomDomainRow | undefined, domain: string, subdomain: string | null) {
    const served = row && subdomain && servedStatuses.includes(row.status);
    await publishEvent(events, DOMAIN_CHANGED, domainChanged, {
      domain,
      websiteId,
      route: served ? { websiteId: row.website_id, subdomain, forceHttps: row.force_https, redirectWww: row.redirect_www } : null,
    });
  }

  async function scheduleCheck(domainId: number, attempt: number, delayMs: number) {
    await jobs.enqueue(checkDomainJob, { domainId, attempt }, `domain-check:${domainId}:${attempt}`, { delayMs });
  }

  /**
   * Checks the DNS and records the outcome. On success the domain is verified (once, whoever
   * checks), the owner is told, and the site host serves it.
   */
  async function check(domainId: number): Promise<{ row: CustomDomainRow; verdict: Awaited<ReturnType<typeof checkDomainDns>> } | undefined> {
    const found = await queries.findWithWebsite(domainId);
    if (!found) return undefined;
    const verdict = await checkDomainDns(dns, found.domain.domain, found.domain.verification_token, settings.target);
    if (!verdict.ok) return { row: found.domain, verdict };
    const verified = await queries.markVerified(domainId, now());
    if (verified) {
      await announce(verified.website_id, verified, verified.domain, found.subdomain);
      await scheduleCertificateCheck(domainId, 0, 0);
      await notifications.notify(found.userId, {
        type: 'domain_verified',
        title: 'Domain verified',
        message: `${readableDomain(verified.domain)} now shows your website ${found.websiteName}.`,
        action_url: `/builder/${verified.website_id}?section=custom-domain`,
      });
      return { row: verified, verdict };
    }
    return { row: (await queries.findWithWebsite(domainId))?.domain ?? found.domain, verdict };
  }

  async function scheduleCertificateCheck(domainId: number, attempt: number, delayMs: number) {
    await jobs.enqueue(certificateJob, { domainId, attempt }, `domain-certificate:${domainId}:${attempt}`, { delayMs });
  }

  /**
   * A verified domain's certificate: reached over HTTPS with a trusted certificate, it is active
   * (SSL issued); otherwise SSL pending, checked again with back-off, and failed after
   * CERTIFICATE_CHECKS tries. The handshake may wait seconds, so it runs beside the job queue.
   */
  async function checkDomainCertificate(domainId: number, attempt: number) {
    const row = (await queries.findWithWebsite(domainId))?.domain;
    if (!row || !servedStatuses.includes(row.status)) return;
    const verdict = await checkCertificate(dns, row.domain, { port: settings.httpsPort, extraCaFile: settings.extraCaFile, timeoutMs: 4000 });
    const checkedAt = now();
    const current = (await queries.findWithWebsite(domainId))?.domain;
    if (!current || !servedStatuses.includes(current.status)) return;
    if (verdict.ok) {
      const expired = verdict.validTo.getTime() < checkedAt.getTime();
      await queries.update(domainId, { status: expired ? 'ssl_pending' : 'active', ssl_status: expired ? 'expired' : 'issued', is_reachable: true, last_checked_at: checkedAt });
      return;
    }
    const last = attempt + 1 >= CERTIFICATE_CHECKS;
    await queries.update(domainId, { status: 'ssl_pending', ssl_status: last ? 'failed' : 'pending', is_reachable: false, last_checked_at: checkedAt });
    if (!last) await scheduleCertificateCheck(domainId, attempt + 1, delayAfter(attempt + 1));
  }

  jobs.register(certificateJob, async ({ domainId, attempt }) => {
    background.run('domains.certificate', () => checkDomainCertificate(domainId, attempt));
  });

  async function sweepDueChecks() {
    for (const row of await queries.dueForCheck(now())) await scheduleCheck(row.id, row.attempts, 0);
  }
  jobs.schedule(sweepDueChecksSchedule, sweepDueChecks);

  jobs.register(checkDomainJob, async ({ domainId, attempt }) => {
    const found = await queries.findWithWebsite(domainId);
    if (!found || !verifiableStatuses.includes(found.domain.status) || found.domain.next_check_at === null) return;
    // A newer check was scheduled (the owner's own Verify re-arms the back-off): this one stands down.
    if (found.domain.check_attempts !== attempt) return;
    const outcome = await check(domainId);
    if (!outcome || outcome.verdict.ok) return;
    const checkedAt = now();
    if (checkedAt.getTime() - found.domain.created_at.getTime() >= CHECK_PERIOD_MS) {
      await queries.update(domainId, { status: 'failed', last_error: stoppedCheckingMessage, last_checked_at: checkedAt, next_check_at: null });
      return;
    }
    const next = attempt + 1;
    const delayMs = delayAfter(next);
    await queries.update(domainId, { last_checked_at: checkedAt, last_error: outcome.verdict.message, check_attempts: next, next_check_at: new Date(checkedAt.getTime() + delayMs) });
    await scheduleCheck(domainId, next, delayMs);
  });

  return {
    present,
    sweepDueChecks,

    async list(user: UserRow, websiteId: number) {
      await websites.owned(user, websiteId);
      const rows = await queries.listForWebsite(websiteId);
      const suspended = limitOf(user) === 0;
      return { domains: rows.map((row) => present(row, suspended)), propagation_info: propagation, usage: { used: await queries.countForUser(user.id), limit: limitOf(user) } };
    },

    async add(user: UserRow, websiteId: number, input: Required<CustomDomainInput>) {
      const website = await websites.owned(user, websiteId);
      await assertRoomFor(user);
      const checked = normaliseDomain(input.domain, { siteDomain: settings.siteDomain, appHost: new URL(settings.appUrl).hostname });
      if (!checked.ok) throw new ValidationError({ domain: [checked.message] });
      const holder = await queries.findByName(checked.domain);
      if (holder) {
        const abandoned = holder.userId !== user.id && !servedStatuses.includes(holder.domain.status) && now().getTime() - holder.domain.created_at.getTime() > UNVERIFIED_CLAIM_MS;
        if (!abandoned) throw new ValidationError({ domain: [holder.userId === user.id ? domainTakenMessages.yours : domainTakenMessages.theirs] });
        await queries.remove(holder.domain.id);
      }
      const startedAt = now();
      let row: CustomDomainRow;
      try {
        row = await queries.insert({
          website_id: website.id,
          domain: checked.domain,
          verification_token: `folio-verify=${randomBytes(16).toString('hex')}`,
          force_https: input.force_https,
          redirect_www: input.redirect_www,
          next_check_at: new Date(startedAt.getTime() + delayAfter(0)),
        });
      } catch (error) {
        // Two claims of one name at once: the unique index lets one in.
        if (isUniqueViolation(error)) throw new ValidationError({ domain: [domainTakenMessages.theirs] });
        throw error;
      }
      await scheduleCheck(row.id, 0, delayAfter(0));
      return present(row);
    },

    /** The owner's Verify: the domain when it passes, else a 422 with what is missing. */
    async verify(user: UserRow, domainId: number) {
      const row = await ownedDomain(user, domainId);
      if (!verifiableStatuses.includes(row.status)) return present(row);
      const outcome = await check(domainId);
      if (!outcome) throw notFound('Custom domain not found.');
      if (outcome.verdict.ok) return present(outcome.row);
      const checkedAt = now();
      // A click re-arms the background: from now on it checks again soon, then backs off.
      const failed = await queries.update(domainId, {
        status: outcome.verdict.transient ? row.status : 'failed',
        last_error: outcome.verdict.message,
        last_checked_at: checkedAt,
        check_attempts: row.check_attempts + 1,
        next_check_at: new Date(checkedAt.getTime() + delayAfter(0)),
      });
      await scheduleCheck(domainId, row.check_attempts + 1, delayAfter(0));
      throw new AppError(422, 'verification_failed', outcome.verdict.message, { domain: failed ? present(failed) : present(row) });
    },

    async remove(user: UserRow, domainId: number) {
      const row = await ownedDomain(user, domainId);
      await queries.remove(row.id);
      await announce(row.website_id, undefined, row.domain, null);
    },

  };
}
export type DomainService = ReturnType<typeof createDomainService>;
