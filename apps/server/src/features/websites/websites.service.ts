import { canUseTemplateTier, type FolioImportFile, type SnapshotDocument, contentOf, postsOf, type WebsiteContent, emptyContact, getPlan, plans, upgradeBenefits, type Contact, type PlanName, type SubscriptionLimitData, type TemplateSummary, type CvPdfDesign, type PaperSize, type updateWebsiteInput, type WebsiteDesign, type WebsiteSummary, type WebsiteWithSections } from '@folio/schema';
import type { z } from 'zod';
import { AppError, ValidationError, notFound } from '../../platform/errors';
import { publishEvent, WEBSITE_CHANGED, websiteChanged, type EventBus } from '../../platform/events';
import { enforceLimit, type RateLimiter } from '../../platform/rate-limit';
import type { Notifier } from '../../platform/notify';
import type { UserRow } from '../auth/auth.tables';
import type { TemplateCatalogue } from '../../platform/template-catalogue';
import { reservedSubdomains, subdomainCandidates } from './subdomains';
import { insertContent } from './website-content';
import { toJsonResume } from './json-resume-export';
import { cvPdfDesignFor, renderCvPdf } from './cv-pdf/cv-pdf';
import { importedWebsite } from './website-import';
import { readSnapshotDocument, replaceWithSnapshot, websiteFromSnapshot } from './website-snapshots';
import { presentWebsite, presentWebsiteWithSections } from './websites.presenter';
import type { Transaction } from '../../platform/db/client';
import type { WebsiteQueries } from './websites.queries';
import type { WebsiteRow } from './websites.tables';

export const defaultAnalyticsConfig = {
  custom_code_enabled: false,
  google_analytics_enhanced_ecommerce: false,
  google_analytics_demographics: false,
};

export interface NewWebsite {
  name: string;
  intro?: string;
  description?: string;
  template_slug?: string;
  contact?: Contact;
  flat_picture?: string | null;
  search_indexing?: boolean;
  cv_download?: boolean;
  design?: WebsiteDesign;
}

interface Deps {
  queries: WebsiteQueries;
  catalogue: TemplateCatalogue;
  events: EventBus;
  notifications: Notifier;
  appUrl: string;
  /** The public address of a site with this subdomain. */
  siteOrigin: (subdomain: string) => string;
  limiter: RateLimiter;
  /** After every publish, first or again (the link-previews feature draws the site's images). */
  onPublished?: (websiteId: number) => Promise<void>;
  /** The stored files a website's rows name, and their release once it is deleted (each goes once nothing else shows it). */
  files?: { of: (websiteId: number) => Promise<string[]>; release: (keys: string[], websiteId: number) => Promise<void> };
  /** The version history's hooks (features/history): told of every write and every publish, after they commit. */
  history?: WebsiteHistoryHooks;
}

/** What the websites feature tells the version history; neither may fail the write that happened. */
export interface WebsiteHistoryHooks {
  written(websiteId: number): Promise<void>;
  published(websiteId: number): Promise<void>;
}

/** Exports per user and hour. */
export const EXPORTS_PER_HOUR = 30;
/** Imports per user and hour: each reads a file of up to 8 MB. */
export const IMPORTS_PER_HOUR = 30;


/** Publishing (or sharing privately) a site an admin suspended for breaking the terms. */
const websiteSuspended = () =>
  new AppError(403, 'website_suspended', 'This website has been suspended for breaking the terms of service and cannot be published. Contact support to have it reviewed.');

const statusMessages = {
  draft: 'Website is now in draft mode',
  private: 'Website is now in private mode',
  published: 'Website is now published and publicly accessible',
} as const;

/** The website aggregate: ownership, plan limits, versioned writes. Another user's website is a 404. */
export function createWebsiteService({ queries, catalogue, events, notifications, appUrl, siteOrigin, limiter, onPublished, files, history }: Deps) {
  const publishedUrl = (website: WebsiteWithSections) => (website.subdomain && website.status === 'published' ? `${siteOrigin(website.subdomain)}/` : null);
  const changed = (website: Pick<WebsiteRow, 'id' | 'subdomain'>, change: { previousSubdomain?: string | null; reason?: 'content' } = {}) =>
    publishEvent(events, WEBSITE_CHANGED, websiteChanged, { websiteId: website.id, subdomain: website.subdomain, ...change });

  async function owned(user: UserRow, id: number): Promise<WebsiteRow> {
    const row = await queries.findOwned(user.id, id);
    if (!row) throw notFound('Website not found.');
    return row;
  }

  async function withSections(row: WebsiteRow): Promise<WebsiteWithSections> {
    return presentWebsiteWithSections(row, await queries.loadSections(row.id, catalogue.dataCategory(row.template_slug)));
  }

  function limitExceeded(user: UserRow, currentCount: number, isOnTrial: boolean): AppError {
    const plan = getPlan(user.current_plan);
    const suggested: PlanName = plan.name === 'free' ? 'pro' : 'premium';
    return new AppError(
      403,
      'subscription_limit_exceeded',
      `Your ${plan.display_name} plan allows ${plan.limits.portfolio_count} portfolio${plan.limits.portfolio_count === 1 ? '' : 's'}. Upgrade to create more.`,
      {
        current_plan: plan.name,
        current_count: currentCount,
        limit: plan.limits.portfolio_count,
        suggested_plan: plan.name === 'premium' ? null : suggested,
        current_plan_display: plan.display_name,
        checkout_url: `${appUrl}/checkout?plan=${suggested}&billing=monthly`,
        is_on_trial: isOnTrial,
        upgrade_benefits: upgradeBenefits(plans[suggested], { templates: catalogue.countFor(suggested) }),
      } satisfies SubscriptionLimitData,
    );
  }

  /** Templates above the user's plan are refused on the server, whatever the client shows. */
  function assertTemplateAllowed(user: UserRow, template: TemplateSummary) {
    if (user.role === 'admin' || canUseTemplateTier(user.current_plan, template.tier)) return;
    throw new AppError(403, 'template_locked', `This ${template.tier} template requires a ${template.tier} subscription. Upgrade to ${template.tier} to access it.`, {
      required_plan: template.tier,
      current_plan: getPlan(user.current_plan).name,
      template: template.slug,
    });
  }

  async function allocateSubdomain(name: string, tx: Transaction): Promise<string> {
    for (const candidate of subdomainCandidates(name)) {
      if (!(await queries.isSubdomainTaken(candidate, tx))) return candidate;
    }
    throw new Error('no free subdomain');
  }

  /**
   * Runs a write on a website if `version` is still its current version, claiming the next one.
   * A stale version answers 409 with the website as it is now, so the builder can offer to reload.
   */
  async function write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction, website: WebsiteRow) => Promise<T>) {
    const outcome = await queries.transaction(async (tx) => {
      const website = await queries.bumpVersion(tx, user.id, websiteId, version);
      if (!website) return { conflict: true as const };
      return { conflict: false as const, website, result: await change(tx, website) };
    });
    if (outcome.conflict) {
      const current = await owned(user, websiteId);
      throw new AppError(409, 'version_conflict', 'This website was changed in another tab or device. Reload to see the latest version, or overwrite it with yours.', {
        website: await withSections(current),
      });
    }
    await changed(outcome.website, { reason: 'content' });
    await history?.written(outcome.website.id);
    return { website: outcome.website, result: outcome.result };
  }

  /**
   * Creates a website within the plan's portfolio limit, with its first content; the first
   * website becomes the active one. Runs inside `tx` when the caller needs it atomic with more.
   */
  async function create(user: UserRow, input: NewWebsite, options: { content?: WebsiteContent; tx?: Transaction; isOnTrial?: boolean } = {}): Promise<WebsiteRow> {
    const template = input.template_slug ?? 'modern';
    const summary = catalogue.find(template);
    if (!summary) throw new ValidationError({ template_slug: ['Template not found'] });
    assertTemplateAllowed(user, summary);
    const run = async (tx: Transaction) => {
      await queries.lockUser(tx, user.id);
      const currentCount = await queries.countByUser(user.id, tx);
      if (user.role !== 'admin' && currentCount >= getPlan(user.current_plan).limits.portfolio_count) {
        throw limitExceeded(user, currentCount, options.isOnTrial ?? false);
      }
      const website = await queries.insert(
        {
          user_id: user.id,
          name: input.name,
          intro: input.intro ?? '',
          description: input.description ?? '',
          contact: input.contact ?? emptyContact,
          flat_picture: input.flat_picture ?? null,
          ...(input.search_indexing === undefined ? {} : { search_indexing: input.search_indexing }),
          ...(input.cv_download === undefined ? {} : { cv_download: input.cv_download }),
          ...(input.design === undefined ? {} : { design: input.design }),
          template_slug: template,
          subdomain: await allocateSubdomain(input.name, tx),
          analytics_config: defaultAnalyticsConfig,
        },
        tx,
      );
      if (options.content) await insertContent(tx, website.id, options.content);
      if (!(await queries.activeWebsiteId(user.id, tx))) await queries.setActiveWebsite(user.id, website.id, tx);
      return website;
    };
    const website = options.tx ? await run(options.tx) : await queries.transaction(run);
    await changed(website);
    return website;
  }

  return {
    owned,
    withSections,
    write,

    /** The website's content as the version history keeps it, read in `executor` (the snapshot's transaction). */
    snapshotDocument: (executor: Transaction, row: WebsiteRow) => readSnapshotDocument(executor, row),

    /** A snapshot as the website the preview renders. */
    fromSnapshot: (current: WebsiteWithSections, document: SnapshotDocument) => websiteFromSnapshot(current, document, catalogue.dataCategory(document.template_slug)),

    templateName: (slug: string) => catalogue.find(slug)?.name ?? slug,

    /**
     * Puts a snapshot's content in place, inside a versioned write's transaction. Its template must be
     * on the user's plan now (a downgrade since); a template Folio no longer has keeps the current one.
     */
    async restoreSnapshot(user: UserRow, tx: Transaction, row: WebsiteRow, document: SnapshotDocument): Promise<WebsiteRow> {
      const template = catalogue.find(document.template_slug);
      if (template) assertTemplateAllowed(user, template);
      return replaceWithSnapshot(tx, row.id, template ? document : { ...document, template_slug: row.template_slug });
    },

    list: (user: UserRow) => queries.listByUser(user.id),

    /** The dashboard's list: every website with its address and real content counts. */
    /** Every website of a user as its Folio export and its JSON Resume: the account data export's share. */
    async exportsOf(userId: number) {
      const rows = await queries.listByUser(userId);
      return Promise.all(
        rows.map(async (row) => {
          const website = await withSections(row);
          return { id: website.id, name: website.name, folio: { format: 'folio-website' as const, version: 1 as const, exported_at: new Date().toISOString(), website }, jsonResume: toJsonResume(website, publishedUrl(website)) };
        }),
      );
    },

    async summaries(user: UserRow): Promise<WebsiteSummary[]> {
      const rows = await queries.listWithCounts(user.id);
      return rows.map(({ website, ...counts }) => ({
        ...presentWebsite(website),
        site_url: website.subdomain ? `${siteOrigin(website.subdomain)}/` : null,
        sections_count: Object.values(counts).reduce((total, value) => total + Number(value), 0),
        section_counts: counts,
      }));
    },

    /** A copy with every section, all template data and the posts (as drafts: a copy publishes nothing twice), under the plan's limit. */
    async clone(user: UserRow, id: number) {
      const source = await withSections(await owned(user, id));
      const copy = await create(
        user,
        { name: `${source.name} (copy)`.slice(0, 120), intro: source.intro, description: source.description, contact: source.contact, flat_picture: source.flat_picture, template_slug: source.template_slug, design: source.design },
        { content: { ...contentOf(source, catalogue.dataCategory(source.template_slug)), blog_posts: postsOf(source) } },
      );
      return withSections(copy);
    },

    get: async (user: UserRow, id: number) => withSections(await owned(user, id)),

    /** A website to download as a file, within the user's exports an hour. */
    async exportable(user: UserRow, id: number) {
      const website = await owned(user, id);
      await enforceLimit(limiter, `export:user:${user.id}`, EXPORTS_PER_HOUR, 3600, (seconds) => `Too many exports. Please try again in ${seconds} seconds.`);
      return withSections(website);
    },

    /** The website as a JSON Resume, with the published site's address as basics.url. */
    jsonResumeOf: (website: WebsiteWithSections) => toJsonResume(website, publishedUrl(website)),

    /** The website as a résumé PDF; the design defaults to the one that matches its template's family. */
    pdfOf: (website: WebsiteWithSections, options: { design?: CvPdfDesign; paper: PaperSize; includePhone?: boolean }) =>
      renderCvPdf(website, {
        design: options.design ?? cvPdfDesignFor(catalogue.find(website.template_slug)?.category),
        paper: options.paper,
        siteUrl: publishedUrl(website),
        includePhone: options.includePhone ?? true,
      }),

    create,

    /**
     * A new website from a Folio export file, under the plan's portfolio limit. A template above the
     * plan (or unknown here) falls back to the default one; pictures that are not this Folio's uploads are dropped.
     * Within the user's imports an hour.
     */
    async importFile(user: UserRow, file: FolioImportFile) {
      await enforceLimit(limiter, `import:user:${user.id}`, IMPORTS_PER_HOUR, 3600, (seconds) => `Too many imports. Please try again in ${seconds} seconds.`);
      const wanted = catalogue.find(file.website.template_slug);
      const allowed = wanted !== undefined && (user.role === 'admin' || canUseTemplateTier(user.current_plan, wanted.tier));
      const template = allowed ? wanted.slug : 'modern';
      const { input, content } = importedWebsite(file, template, allowed ? catalogue.dataCategory(template) : 'default');
      const created = await create(user, input, { content });
      return { website: await withSections(created), templateFellBack: !allowed };
    },

    async update(user: UserRow, id: number, input: z.output<typeof updateWebsiteInput>) {
      const { version, ...changes } = input;
      if (changes.subdomain !== undefined) {
        if (reservedSubdomains.has(changes.subdomain)) throw new ValidationError({ subdomain: ['This subdomain is reserved.'] });
        const current = await owned(user, id);
        if (changes.subdomain !== current.subdomain && (await queries.isSubdomainTaken(changes.subdomain))) {
          throw new ValidationError({ subdomain: ['This subdomain is already taken.'] });
        }
      }
      const { website, result } = await write(user, id, version, async (tx, row) => {
        if (row.suspended_at && (changes.status === 'published' || changes.status === 'private')) throw websiteSuspended();
        // Nothing but the version: the write still claims the next version, as a save of no changes.
        const updated = Object.keys(changes).length > 0 ? await queries.update(row.id, changes, tx) : row;
        return { updated, previous: row };
      });
      if (changes.subdomain !== undefined) await changed(website, { previousSubdomain: result.previous.subdomain });
      if (changes.status === 'published' && result.previous.status !== 'published') await history?.published(result.updated.id);
      if (changes.status === 'published' && result.previous.status !== 'published' && result.updated.subdomain) {
        const url = siteOrigin(result.updated.subdomain);
        await notifications.notify(user.id, {
          type: 'website_published',
          title: `${result.updated.name} is live`,
          message: `Your website is published at ${url}.`,
          action_url: `/builder/${result.updated.id}`,
        });
      }
      if (changes.status === 'published') await onPublished?.(result.updated.id);
      return withSections(result.updated);
    },

    statusMessage: (status: keyof typeof statusMessages) => statusMessages[status],

    /** Switches the template; a template above the user's plan is refused here, not only in the client. */
    async applyTemplate(user: UserRow, id: number, slug: string, version: number) {
      const template = catalogue.find(slug);
      if (!template) throw notFound('Template or website not found.');
      assertTemplateAllowed(user, template);
      const { result } = await write(user, id, version, (tx, row) => queries.update(row.id, { template_slug: template.slug }, tx));
      return { website: await withSections(result), template };
    },

    async delete(user: UserRow, id: number) {
      const website = await owned(user, id);
      const stored = (await files?.of(website.id)) ?? [];
      await queries.delete(website.id);
      await changed(website);
      await files?.release(stored, website.id);
      if (user.active_website_id === website.id) {
        const [next] = await queries.listByUser(user.id);
        await queries.setActiveWebsite(user.id, next?.id ?? null);
      }
    },

    async activate(user: UserRow, id: number) {
      const website = await owned(user, id);
      await queries.setActiveWebsite(user.id, website.id);
      return website;
    },
  };
}
export type WebsiteService = ReturnType<typeof createWebsiteService>;
