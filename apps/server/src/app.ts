import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_TOKEN_PREFIX } from '@folio/schema';
import { z } from 'zod';
import { externalAiService, type Config } from './config';
import { accountDataRoutes } from './features/account-data/account-data.routes';
import { accountRoutes } from './features/auth/account.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { queueDashboardAccessRoutes, registerQueueDashboard } from './features/admin/queue-dashboard';
import { registerImpersonationAudit } from './features/admin/impersonation-audit';
import { apiTokenRoutes } from './features/api-tokens/api-tokens.routes';
import { apiTokenLimits } from './features/api-tokens/api-tokens.service';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { sessionRoutes } from './features/auth/sessions.routes';
import { offerRoutes } from './features/offers/offers.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { contactRequestRoutes } from './features/contact-requests/contact-requests.routes';
import { supportRoutes } from './features/support/support.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { registerAuthHook } from './features/auth/auth.hook';
import { authRoutes } from './features/auth/auth.routes';
import { betaAccessRoutes } from './features/auth/beta-access.routes';
import { adminBetaRoutes } from './features/admin/admin-beta.routes';
import { adminWebsiteRoutes } from './features/admin/admin-websites.routes';
import { adminRevenueRoutes } from './features/admin/admin-revenue.routes';
import { adminAnalyticsRoutes } from './features/admin/admin-analytics.routes';
import { betaRoutes } from './features/admin/beta.routes';
import { healthRoutes } from './features/health/health.routes';
import { onboardingEventRoutes } from './features/onboarding/onboarding.events';
import { presentSession } from './features/onboarding/onboarding.presenter';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { sectionRoutes } from './features/sections/sections.routes';
import { blogRoutes } from './features/blog/blog.routes';
import { trackingRoutes } from './features/analytics/tracking.routes';
import { registerSocialAuthRoutes, socialAuthApiRoutes } from './features/auth/social-auth.routes';
import { twoFactorRoutes } from './features/auth/two-factor.routes';
import { passkeyRoutes } from './features/auth/passkeys.routes';
import { adminSecurityRoutes } from './features/admin/admin-security.routes';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes';
import { templateDataRoutes } from './features/template-data/template-data.routes';
import { templateRoutes } from './features/templates/templates.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { websiteRoutes } from './features/websites/websites.routes';
import { historyRoutes } from './features/history/history.routes';
import type { DatabaseHandle } from './platform/db/client';
import { registerErrorHandler } from './platform/http/error-handler';
import { createEventStreams } from './platform/http/event-stream';
import { registerSpa } from './platform/http/spa';
import { storableValidatorCompiler } from './platform/http/validation';
import { findRepoPath } from './platform/paths';
import { registerMetrics } from './platform/metrics';
import { createServices } from './services';
import { siteAccessRoutes } from './sites/access.routes';
import { createHostClassifier, folioHostConstraint, siteOrigin, type CustomHostDirectory } from './sites/hosts';
import { registerTlsAsk } from './sites/tls-ask.routes';
import { domainRoutes } from './features/domains/domains.routes';
import { registerLivePreview } from './sites/live-preview';
import { registerSiteRoutes, serveUpload } from './sites/sites.routes';
import { buildStaticSite } from './sites/static-site';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** Tests replace the login back-off delay; everything else is real. */
  sleep?: (ms: number) => Promise<void>;
}

/** The HTTP side: the API under /api, the SPA, the site host and health, on one Fastify instance. */
export async function buildApp({ config, database, redis, logger, sleep }: AppDeps) {
  const customHostDirectory: CustomHostDirectory = {};
  const classify = createHostClassifier(config, customHostDirectory);
  const app = Fastify({
    // Site hosts reach only the site routes; see sites/hosts.ts.
    routerOptions: { constraints: { folioHost: folioHostConstraint(classify) } } as FastifyServerOptions['routerOptions'],
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // While a stop drains the open connections, a request arriving on one of them is still served
    // (everything behind it is open until the drain ends) rather than answered 503, which a load
    // balancer would pass on to the visitor.
    return503OnClosing: false,
  });
  /** Every route as registered, for the API contract test. */
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.setValidatorCompiler(storableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    // Over HTTPS (directly, or X-Forwarded-Proto from a proxy trusted by TRUST_PROXY): browsers keep to HTTPS for a year.
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000');
    // The app's windows share no browsing context with other origins' (no window.opener either way).
    if (classify(request.headers.host).kind === 'app') void reply.header('cross-origin-opener-policy', 'same-origin');
    done();
  });
  await app.register(fastifyCookie);
  // Visitors post the sites' contact form without JavaScript.
  await app.register(fastifyFormbody, { bodyLimit: 32 * 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Folio API', version: '1.0.0', description: 'The JSON API behind the Folio app.' },
      servers: [{ url: config.appUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token that signing in returns.' },
          accessToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_TOKEN_PREFIX}...`,
            description: `A premium owner's access token (${API_TOKEN_PREFIX} and 43 characters), made on /settings with Read only or Read and write access. Only the routes that say so accept one: the owner's websites and their sections. Each token may make ${apiTokenLimits.perWindow} requests a minute (429 with Retry-After past that); a revoked token answers 401, and 403 subscription_required while the owner's plan lacks premium.`,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // No validator badge: it loads an image from validator.swagger.io, which the CSP refuses.
    uiConfig: { validatorUrl: null },
    // Swagger UI loads only its own files; its scripts are files too, none inline.
    staticCSP: {
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    },
  });

  const services = await createServices({ config, database, redis, log: app.log, sleep });
  registerMetrics(app, services.metrics, config.metricsToken);
  const { auth, queries, sessions } = services;
  customHostDirectory.current = services.customHosts;
  services.customHosts.onChange(classify.reset);
  classify.reset();
  const streams = createEventStreams();
  registerAuthHook(app, auth, services.tokens);
  registerImpersonationAudit(app, services.adminUsers);

  await app.register(
    async (api) => {
      // Uploads arrive only here: the site host and the SPA do not pay for multipart's per-request hooks.
      await api.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 64 * 1024 } });
      await api.register(authRoutes, { auth });
      await api.register(accountRoutes, { auth, account: services.account });
      await api.register(twoFactorRoutes, { auth, twoFactor: services.twoFactor });
      await api.register(passkeyRoutes, { auth, passkeys: services.passkeys });
      await api.register(accountDataRoutes, { accountData: services.accountData });
      await api.register(socialAuthApiRoutes, { auth, social: services.social });
      await api.register(sessionRoutes, { db: database.db });
      await api.register(apiTokenRoutes, { tokens: services.tokens });
      await api.register(subscriptionRoutes, { subscriptions: services.subscriptions });
      await api.register(betaAccessRoutes, { auth, queries, settings: services.settings });
      await api.register(templateRoutes, { catalogue: services.catalogue });
      await api.register(websiteRoutes, { websites: services.websites, staticSite: (id) => buildStaticSite(services.sites, services.storage, id) });
      await api.register(historyRoutes, { history: services.history });
      await api.register(analyticsRoutes, { analytics: services.analytics });
      await api.register(sectionRoutes, { items: services.items });
      await api.register(blogRoutes, { blog: services.blog });
      await api.register(domainRoutes, { domains: services.domains });
      await api.register(trackingRoutes, { tracking: services.tracking });
      await api.register(templateDataRoutes, { templateData: services.templateData });
      await api.register(uploadRoutes, { uploads: services.uploads });
      await api.register(siteAccessRoutes, { websites: services.websites, sites: services.sites, access: services.access, config });
      await api.register(onboardingRoutes, { auth, authQueries: queries, sessions, creation: services.creation });
      await api.register(billingRoutes, { billing: services.billing });
      await api.register(offerRoutes, { offers: services.offers });
      await api.register(notificationRoutes, { notifications: services.notifications, events: services.events, streams, secret: services.secret });
      await api.register(contactRequestRoutes, { contact: services.contact });
      await api.register(adminBetaRoutes, { waitingList: services.waitingList, demoVideo: services.demoVideo });
      await api.register(adminSecurityRoutes, { settings: services.settings, audit: services.audit, twoFactor: services.twoFactor });
      await api.register(adminWebsiteRoutes, { websites: services.adminWebsites });
      await api.register(adminRevenueRoutes, { subscriptions: services.adminSubscriptions, revenue: services.adminRevenue });
      await api.register(adminAnalyticsRoutes, { analytics: services.adminAnalytics });
      await api.register(betaRoutes, { waitingList: services.waitingList, demoVideo: services.demoVideo });
      await api.register(queueDashboardAccessRoutes, { secret: services.secret });
      await api.register(supportRoutes, { support: services.support });
      await api.register(adminRoutes, { users: services.adminUsers, dashboard: services.adminDashboard, audit: services.audit, auth, mail: services.adminMail });
      await api.register(onboardingEventRoutes, {
        events: services.events,
        streams,
        currentState: async (userId, sessionId) => presentSession(await sessions.owned((await queries.findUserById(userId))!, sessionId)),
      });
      api.get(
        '/config',
        {
          config: { auth: 'public' },
          schema: {
            tags: ['Platform'],
            response: {
              200: z.object({
                success: z.literal(true),
                data: z.object({
                  app_url: z.string(),
                  site_domain: z.string(),
                  site_port: z.number().int().nullable(),
                  site_origin_template: z.string(),
                  social_providers: z.array(z.string()),
                  /** The host of the AI service that receives CV text, when one outside this machine is configured (AI_BASE_URL); else null. */
                  ai_service: z.string().nullable(),
                }),
              }),
            },
          },
        },
        async () => ({
        success: true as const,
        data: {
          app_url: config.appUrl,
          site_domain: config.site.domain,
          site_port: config.site.port ?? null,
          /** Replace {subdomain} to get a site's origin, e.g. for the builder's preview frame. */
          site_origin_template: siteOrigin(config, '{subdomain}'),
          social_providers: services.social.configured() as string[],
          ai_service: externalAiService(config),
        },
      }));
    },
    { prefix: '/api' },
  );
  /** Set when a stop begins (shutdown() or app.close()): /readyz answers 503 from then on. */
  let closeBy: number | undefined;
  await app.register(healthRoutes, {
    checks: { database: () => database.ping(), ...(redis ? { redis: () => redis.ping() } : {}), storage: () => services.storage.check() },
    isStopping: () => closeBy !== undefined,
  });
  registerSocialAuthRoutes(app, { social: services.social, config, secret: services.secret });
  registerTlsAsk(app, { config, customHosts: services.customHosts, sites: services.sites });
  await registerQueueDashboard(app, { jobs: services.jobs, secret: services.secret, appUrl: config.appUrl, findUser: (id) => queries.findUserById(id) });
  const siteNotFound = registerSiteRoutes(app, { ...services, classify });
  app.get<{ Params: { '*': string } }>('/uploads/*', (request, reply) => serveUpload(services.storage, request.params['*'], reply));
  const webDist = findRepoPath('apps/web/dist');
  registerLivePreview(app, config, webDist);
  const spaFallback = await registerSpa(app, webDist);
  app.setNotFoundHandler((request, reply) => (classify(request.headers.host).kind === 'site' ? siteNotFound(request, reply) : spaFallback(request, reply)));

  if (config.runWorkers) await services.startWorkers();
  // Before the server stops listening and waits for its connections: event streams never end on
  // their own, so they are ended first; each browser's EventSource reconnects (to another instance
  // behind the load balancer) and gets the current state first, so it misses nothing.
  app.addHook('preClose', async () => {
    closeBy ??= Date.now() + config.shutdownTimeoutMs;
    streams.closeAll();
  });
  // Once the last request has been answered: running jobs get what is left of the budget, then the
  // buffered page views are written.
  app.addHook('onClose', async () => {
    await services.close(Math.max(1000, (closeBy ?? Date.now()) - Date.now()));
  });

  /**
   * The graceful stop (SIGTERM): /readyz turns 503, no new connection is accepted, idle keep-alive
   * connections close, open requests may finish until the deadline (then their connections are
   * cut), then the jobs and the page views as above.
   */
  async function shutdown(timeoutMs = config.shutdownTimeoutMs) {
    closeBy = Date.now() + timeoutMs;
    const cutOff = setTimeout(() => {
      app.log.warn('requests still open at the shutdown deadline; closing their connections');
      app.server.closeAllConnections();
    }, timeoutMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
    }
  }
  // Not merged into `app`: a Fastify instance is thenable, and awaiting it would hide extra fields.
  return { app, services, routes, shutdown };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
export type App = BuiltApp['app'];
export type { Services } from './services';
