import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { createAccountDataService, releaseFilesJob } from './features/account-data/account-data.service';
import { createAccountService } from './features/auth/account.service';
import { createAdminDashboardQueries } from './features/admin/admin-dashboard.queries';
import { createAdminDashboardService } from './features/admin/admin-dashboard.service';
import { createAdminRevenueQueries } from './features/admin/admin-revenue.queries';
import { createAdminRevenueService } from './features/admin/admin-revenue.service';
import { createAdminSubscriptionQueries } from './features/admin/admin-subscriptions.queries';
import { createAdminSubscriptionService } from './features/admin/admin-subscriptions.service';
import { createAdminAnalyticsQueries } from './features/admin/admin-analytics.queries';
import { createAdminAnalyticsService } from './features/admin/admin-analytics.service';
import { createAdminUserQueries } from './features/admin/admin-users.queries';
import { createAdminUserService } from './features/admin/admin-users.service';
import { createAdminWebsiteQueries } from './features/admin/admin-websites.queries';
import { createAdminWebsiteService } from './features/admin/admin-websites.service';
import { createAuditQueries } from './features/admin/audit.queries';
import { createAuditService } from './features/admin/audit.service';
import { createDemoVideoService } from './features/admin/demo-video.service';
import { createWaitingListQueries } from './features/admin/waiting-list.queries';
import { createWaitingListService } from './features/admin/waiting-list.service';
import { createApiTokenQueries } from './features/api-tokens/api-tokens.queries';
import { createApiTokenService } from './features/api-tokens/api-tokens.service';
import { createPaymentEventHandlers } from './features/billing/billing.events';
import { createBillingService } from './features/billing/billing.service';
import { createOfferQueries } from './features/offers/offers.queries';
import { createOfferService } from './features/offers/offers.service';
import { createNotificationService } from './features/notifications/notifications.service';
import { createAuthQueries } from './features/auth/auth.queries';
import { createAuthService } from './features/auth/auth.service';
import { createContactRequestService } from './features/contact-requests/contact-requests.service';
import { createSupportService } from './features/support/support.service';
import { supportMailPreviews } from './features/support/support.emails';
import { authMailPreviews } from './features/auth/auth.emails';
import { notificationMailPreviews } from './features/notifications/notifications.emails';
import { createAdminMailQueries } from './features/admin/admin-mail.queries';
import { createAdminMailService } from './features/admin/admin-mail.service';
import { SAMPLE_RECIPIENT } from './platform/mail/previews';
import { createOnboardingWebsites } from './features/onboarding/onboarding.create';
import { createProcessingEvents } from './features/onboarding/onboarding.events';
import { registerOnboardingJobs } from './features/onboarding/onboarding.pipeline';
import { createOnboardingQueries } from './features/onboarding/onboarding.queries';
import { createOnboardingService } from './features/onboarding/onboarding.service';
import { createSectionService } from './features/sections/sections.service';
import { createBlogService } from './features/blog/blog.service';
import { createTrackingService } from './features/analytics/tracking.service';
import { createSocialAuthService } from './features/auth/social-auth.service';
import { twoFactorMailPreviews } from './features/auth/two-factor.emails';
import { createTwoFactorQueries } from './features/auth/two-factor.queries';
import { createTwoFactorService } from './features/auth/two-factor.service';
import { passkeyMailPreviews } from './features/auth/passkeys.emails';
import { createPasskeyQueries } from './features/auth/passkeys.queries';
import { createPasskeyService } from './features/auth/passkeys.service';
import { createSubscriptionService } from './features/subscriptions/subscriptions.service';
import { createTemplateDataService } from './features/template-data/template-data.service';
import { createTemplateCatalogue } from './platform/template-catalogue';
import { createImageVariants, withVariantRelease } from './features/uploads/image-variants';
import { createUploadService } from './features/uploads/uploads.service';
import { createLinkPreviewService } from './features/link-previews/link-previews.service';
import { createHistoryQueries } from './features/history/history.queries';
import { createHistoryService } from './features/history/history.service';
import { createWebsiteQueries } from './features/websites/websites.queries';
import { createWebsiteService } from './features/websites/websites.service';
import { createAnalyticsQueries } from './features/analytics/analytics.queries';
import { createAnalyticsService } from './features/analytics/analytics.service';
import { createDnsLookup } from './features/domains/dns-check';
import { createDomainService } from './features/domains/domains.service';
import { createBackground } from './platform/background';
import { createCvReader } from './platform/cv-reader';
import { createMetrics } from './platform/metrics';
import type { DatabaseHandle } from './platform/db/client';
import { createLocalEventBus, createRedisEventBus } from './platform/events';
import { createBullJobs, createLocalJobs } from './platform/jobs';
import { createMailer } from './platform/mail/mailer';
import { createDatabaseRateLimiter, createRedisRateLimiter } from './platform/rate-limit';
import { publishEvent, WEBSITE_CHANGED, websiteChanged } from './platform/events';
import { createSettings, settingKeys } from './platform/settings';
import { createStripePayments, createTestPayments, type Payments } from './platform/payments';
import { createFileReferences, storedFilesOfWebsites } from './platform/file-references.queries';
import { createLocalStorage, createS3Client, createS3Storage } from './platform/storage';
import { buildAnalyticsHead } from './sites/analytics-snippet';
import { siteOrigin } from './sites/hosts';
import { createPageCache } from './sites/page-cache';
import { createPageViewCounter, scheduleForgettingVisitors } from './sites/page-views';
import { createSiteAccess } from './sites/site-access';
import { createSiteService } from './sites/site-service';
import { createCustomHosts } from './sites/custom-hosts';
import { createSiteQueries } from './sites/sites.queries';

export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  log: FastifyBaseLogger;
  /** Tests replace the login back-off delay; everything else is real. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The composition root: every service, each given what it needs. The HTTP app (app.ts) and the
 * job worker (worker.ts) are both built on it; infrastructure is chosen here, by configuration.
 */
export async function createServices({ config, database, redis, log, sleep }: ServiceDeps) {
  const { db } = database;
  const settings = createSettings(db);
  const limiter = redis ? createRedisRateLimiter(redis, `${config.redisPrefix}:rl:`) : createDatabaseRateLimiter(db);
  const background = createBackground(log);
  const events = redis ? createRedisEventBus(redis, `${config.redisPrefix}:`) : createLocalEventBus();
  // A picture released (deleted once nothing shows it) takes its smaller copies with it.
  const storage = withVariantRelease(
    config.s3 ? createS3Storage(createS3Client(config.s3), config.s3.bucket, createFileReferences(db)) : createLocalStorage(path.join(config.dataDir, 'uploads'), createFileReferences(db)),
    db,
  );
  const metrics = createMetrics();
  const jobs = metrics.instrumentJobs(redis ? createBullJobs(redis, log, 2, config.redisPrefix) : createLocalJobs(log));
  const mailer = createMailer({ db, jobs, from: config.mail.from, smtpUrl: config.mail.smtpUrl, outboxDir: config.mail.outboxDir, log });
  const secret = config.appSecret ?? (await settings.secret(settingKeys.appSecret));

  const queries = createAuthQueries(db);
  const waitingListQueries = createWaitingListQueries(db);
  const twoFactor = createTwoFactorService({ queries: createTwoFactorQueries(db), limiter, mailer, background, secret, appUrl: config.appUrl, findUser: (id) => queries.findUserById(id) });
  const auth = createAuthService({ queries, mailer, limiter, background, settings, appUrl: config.appUrl, sleep, twoFactor, isInvitedToBeta: (email) => waitingListQueries.isInvited(email) });
  const passkeys = createPasskeyService({
    queries: createPasskeyQueries(db),
    limiter,
    mailer,
    background,
    secret,
    appUrl: config.appUrl,
    findUser: (id) => queries.findUserById(id),
    signIn: (user, remember, userAgent) => auth.signInWithBothFactors(user, remember, userAgent),
  });
  // The account data feature (made below, once payments exist) removes an account and everything in it.
  const account = createAccountService({ queries, auth, removeAccount: (user) => accountData.deleteAccount(user) });
  const social = createSocialAuthService({ db, config, queries, auth, secondStep: twoFactor });
  const tokens = createApiTokenService({ queries: createApiTokenQueries(db), limiter, appUrl: config.appUrl });
  const subscriptions = createSubscriptionService({ db });
  const notifications = createNotificationService({ db, events, mailer, appUrl: config.appUrl });
  const catalogue = createTemplateCatalogue((slug) => `/api/templates/${slug}/preview.webp`);
  const websiteQueries = createWebsiteQueries(db);
  const websites = createWebsiteService({
    queries: websiteQueries,
    catalogue,
    events,
    notifications,
    appUrl: config.appUrl,
    siteOrigin: (subdomain) => siteOrigin(config, subdomain),
    limiter,
    onPublished: (websiteId) => linkPreviews.published(websiteId),
    files: {
      of: (websiteId) => storedFilesOfWebsites(db, [websiteId], (url) => storage.keyOf(url)),
      async release(keys, websiteId) {
        const kept: string[] = [];
        // Not released: still shown elsewhere (a copy of the website), or written in the last minute (tried again later).
        for (const key of keys) if (!(await storage.release(key).catch(() => false))) kept.push(key);
        if (kept.length > 0) await jobs.enqueue(releaseFilesJob, { keys: kept }, `release-files:website:${websiteId}`, { delayMs: 65_000 });
      },
    },
    // The history (made just below) is told of every write and publish.
    history: { written: (id) => history.hooks.written(id), published: (id) => history.hooks.published(id) },
  });
  const history = createHistoryService({
    queries: createHistoryQueries(db),
    jobs,
    websites,
    log,
    quietMs: config.history.quietMs,
    now: () => new Date(Date.now() + config.history.clockOffsetMs),
  });
  const analytics = createAnalyticsService({ queries: createAnalyticsQueries(db), websites, appUrl: config.appUrl });
  const items = createSectionService({ db, websites });
  const blog = createBlogService({ db, websites, storage, limiter, appUrl: config.appUrl, jobs, events });
  const tracking = createTrackingService({ websites, appUrl: config.appUrl, headSnippet: (settings, ownerPlan) => buildAnalyticsHead(settings, ownerPlan).html });
  const templateData = createTemplateDataService({ db, websites });
  // Copies made later (of an upload older than them) change what its site's pages show.
  const imageVariants = createImageVariants({ db, storage, jobs, onMade: (websiteId) => publishEvent(events, WEBSITE_CHANGED, websiteChanged, { websiteId, subdomain: null, reason: 'media' }) });
  const uploads = createUploadService({ db, storage, websites, variants: imageVariants });
  const linkPreviews = createLinkPreviewService({
    db,
    storage,
    jobs,
    events,
    log,
    websites,
    // The site's address as its pages give it: its own domain when Folio serves one.
    originOf: async (website) => (website.subdomain ? ((await sites.resolve(website.subdomain))?.origin ?? siteOrigin(config, website.subdomain)) : config.appUrl),
  });
  const sites = createSiteService({
    db,
    config,
    secret,
    websites,
    events,
    cache: createPageCache(undefined, (hit) => metrics.siteCacheLookup(hit)),
    media: { images: (urls, websiteId) => imageVariants.lookup(urls, websiteId), linkPreviews: (websiteId) => linkPreviews.imagesOf(websiteId), describePreview: (...args) => linkPreviews.describe(...args) },
  });
  const domains = createDomainService({
    db,
    websites,
    notifications,
    events,
    jobs,
    background,
    dns: createDnsLookup(config.domains.dnsServers),
    settings: {
      siteDomain: config.site.domain,
      appHost: config.appHost,
      appUrl: config.appUrl,
      target: config.domains.target,
      checkDelayMs: config.domains.checkDelayMs,
      httpsPort: config.domains.httpsPort,
      extraCaFile: config.domains.extraCaFile,
    },
  });
  const customHosts = createCustomHosts({ source: createSiteQueries(db), events });
  await customHosts.load();
  const access = createSiteAccess(secret);
  const views = createPageViewCounter(db, log);
  scheduleForgettingVisitors(jobs, db);
  const contact = createContactRequestService({ db, limiter, notifications, authQueries: queries });
  const audit = createAuditService({ queries: createAuditQueries(db) });
  const handleEvent = createPaymentEventHandlers({ db, authQueries: queries, notifications, events });
  const testWebhookSecret = await settings.secret(settingKeys.testWebhookSecret);
  // The test checkout delivers its signed events to the same entry point as Stripe's webhooks.
  const payments: Payments = config.stripe
    ? createStripePayments(config.stripe)
    : createTestPayments({ webhookSecret: testWebhookSecret, appUrl: config.appUrl, deliver: (body, signature) => billing.receiveWebhook(body, signature).then(() => undefined) });
  const offers = createOfferService({ queries: createOfferQueries(db), audit, payments });
  const accountData = createAccountDataService({ db, storage, payments, mailer, jobs, events, websites, deleteUser: (id) => queries.deleteUser(id), secret, appUrl: config.appUrl });
  const billing = createBillingService({ db, payments, jobs, handleEvent, websiteQueries, appUrl: config.appUrl, testWebhookSecret, testCheckout: config.testCheckout, offers });
  const publish = createProcessingEvents(events);
  const onboardingQueries = createOnboardingQueries(db);
  const reader = metrics.instrumentParser(createCvReader());
  const sessions = createOnboardingService({ queries: onboardingQueries, storage, jobs, publish, catalogue, reader, limiter });
  const creation = createOnboardingWebsites({ sessions, queries: onboardingQueries, authQueries: queries, websites, catalogue, publish, storage, templateData });
  const pipeline = registerOnboardingJobs({ jobs, queries: onboardingQueries, authQueries: queries, storage, catalogue, publish, config, reader });
  const adminUsers = createAdminUserService({
    queries: createAdminUserQueries(db),
    audit,
    auth,
    twoFactor,
    passkeys,
    events,
    removeAccount: (user, by) => accountData.deleteAccount(user, by),
    siteOrigin: (subdomain) => siteOrigin(config, subdomain),
  });
  const adminWebsites = createAdminWebsiteService({ queries: createAdminWebsiteQueries(db), audit, events, notifications, siteOrigin: (subdomain) => siteOrigin(config, subdomain) });
  const waitingList = createWaitingListService({ queries: waitingListQueries, authQueries: queries, settings, limiter, mailer, audit, appUrl: config.appUrl });
  const demoVideo = createDemoVideoService({ settings, storage, audit });
  const support = createSupportService({ db, limiter, mailer, notifications, audit, appUrl: config.appUrl });
  // Every e-mail Folio sends, from the features that send them, for /admin/email-preview.
  const adminMail = createAdminMailService({
    previews: () => [
      ...authMailPreviews(config.appUrl, SAMPLE_RECIPIENT),
      ...twoFactorMailPreviews(config.appUrl, SAMPLE_RECIPIENT),
      ...passkeyMailPreviews(config.appUrl, SAMPLE_RECIPIENT),
      ...notificationMailPreviews(config.appUrl, SAMPLE_RECIPIENT),
      ...supportMailPreviews(config.appUrl, SAMPLE_RECIPIENT),
    ],
    queries: createAdminMailQueries(db),
    mailer,
    audit,
  });
  const adminRevenue = createAdminRevenueService({ queries: createAdminRevenueQueries(db) });
  const adminSubscriptions = createAdminSubscriptionService({ queries: createAdminSubscriptionQueries(db) });
  const adminDashboard = createAdminDashboardService({ queries: createAdminDashboardQueries(db), jobs, revenue: adminRevenue });
  const adminAnalytics = createAdminAnalyticsService({ queries: createAdminAnalyticsQueries(db), catalogue });

  return {
    config,
    metrics,
    database,
    redis,
    secret,
    settings,
    limiter,
    background,
    events,
    storage,
    mailer,
    notifications,
    billing,
    offers,
    jobs,
    queries,
    auth,
    twoFactor,
    passkeys,
    account,
    accountData,
    social,
    tokens,
    subscriptions,
    catalogue,
    websites,
    history,
    analytics,
    items,
    blog,
    tracking,
    templateData,
    uploads,
    imageVariants,
    linkPreviews,
    sites,
    domains,
    customHosts,
    access,
    views,
    contact,
    sessions,
    creation,
    pipeline,
    audit,
    adminUsers,
    adminWebsites,
    adminDashboard,
    adminRevenue,
    adminSubscriptions,
    adminAnalytics,
    waitingList,
    demoVideo,
    support,
    adminMail,
    /** Runs the background jobs in this process, first re-queuing any a restart interrupted. */
    async startWorkers() {
      await jobs.startWorkers();
      await pipeline.resumeInterrupted();
      await mailer.resumeQueued();
      await accountData.resumeInterrupted();
      await history.resume();
    },
    /** Stops the jobs (those running get up to `jobsDeadlineMs` to finish) and writes what is buffered. */
    async close(jobsDeadlineMs?: number) {
      await jobs.close(jobsDeadlineMs);
      await reader.close();
      await background.drain();
      await views.close();
      sites.close();
      linkPreviews.close();
      customHosts.close();
      await events.close();
    },
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
