import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** A DNS server as node's Resolver takes it: an address, with a port after it when not 53 (127.0.0.1:5353, [::1]:5353). */
const isDnsServer = (value: string) => {
  const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return isIP(value) === 6;
  const port = match[2] === undefined ? 53 : Number(match[2]);
  return isIP(match[1]!) !== 0 && port >= 1 && port <= 65535;
};
const dnsServers = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((server) => server.trim()).filter((server) => server !== ''))
  .refine((servers) => servers.every(isDnsServer), 'must be IP addresses, each with an optional port (127.0.0.1:5353, [::1]:5353), separated by commas');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable Folio reads. `.env.example` documents each one. */
const stripeKeys = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO_MONTHLY', 'STRIPE_PRICE_PRO_YEARLY', 'STRIPE_PRICE_PREMIUM_MONTHLY', 'STRIPE_PRICE_PREMIUM_YEARLY'] as const;

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  APP_URL: optionalUrl,
  SITE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name such as localhost or example.com')
    .default('localhost'),
  SITE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z.string().regex(/^[\w.-]+$/, 'letters, digits, dots, dashes').default('folio'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Folio <no-reply@folio.localhost>'),
  ADMIN_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional().or(z.literal('').transform(() => undefined)),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  RUN_WORKERS: z.enum(['true', 'false', '1', '0', '']).optional().transform((value) => value !== 'false' && value !== '0'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** The bearer token Prometheus sends to GET /metrics; empty: no /metrics (404). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
  /** The port of `npm run worker`'s /healthz and /readyz; 0: none. */
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** On SIGTERM: how long open requests, then running jobs, may take to finish before they are cut off or handed back. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().optional(),
  STRIPE_PRICE_PREMIUM_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PREMIUM_YEARLY: z.string().optional(),
  /** Where the Stripe client sends its calls: Stripe's own API unless set (stripe-mock, a test double). */
  STRIPE_API_URL: optionalUrl,
  ALLOW_TEST_CHECKOUT: booleanFlag,
  AI_BASE_URL: optionalUrl,
  /** The DNS servers that verify custom domains; empty: the system's. */
  DNS_SERVERS: dnsServers,
  /** The host name custom domains point at with their CNAME records; empty: APP_URL's host. */
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^$/, 'must be a host name such as sites.example.com')
    .optional(),
  /** The first background re-check of a domain waiting for its DNS records, doubled after each miss (up to an hour). */
  DOMAIN_CHECK_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** Where Folio reaches a verified custom domain over HTTPS to check its certificate (Caddy's HTTPS port). */
  DOMAIN_HTTPS_PORT: z.coerce.number().int().min(1).max(65535).default(443),
  /** A CA file trusted besides the system's for that check (a staging Caddy's local CA); empty: none. */
  DOMAIN_TLS_CA_FILE: z.string().trim().optional().transform((value) => value || undefined),
  /** Version history: how long a website goes without a write before its burst of edits becomes a snapshot. */
  SNAPSHOT_QUIET_MS: z.coerce.number().int().min(10).max(86_400_000).default(120_000),
  /** For tests: shifts the clock snapshots are dated by (-86400000 dates them a day back). */
  SNAPSHOT_CLOCK_OFFSET_MS: z.coerce.number().int().min(-3_153_600_000_000).max(3_153_600_000_000).default(0),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Uploaded files go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: z.string().trim().optional().transform((value) => value || undefined),
  /** The S3 server (MinIO, R2, a loopback test server); empty: AWS's endpoint for S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().default('us-east-1'),
  /** The bucket's credentials; empty: the AWS SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().trim().optional().transform((value) => value || undefined),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional().transform((value) => value || undefined),
  /** Addresses the bucket as <endpoint>/<bucket> rather than <bucket>.<endpoint> (MinIO and most self-hosted servers). */
  S3_FORCE_PATH_STYLE: booleanFlag,
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  if (values.STRIPE_SECRET_KEY) {
    const missing = stripeKeys.filter((key) => !values[key]);
    if (missing.length > 0) throw new ConfigError(missing.map((key) => `${key}: required when STRIPE_SECRET_KEY is set`));
  }
  if (values.WEB_CONCURRENCY > 1 && !(values.DATABASE_URL && values.REDIS_URL)) {
    throw new ConfigError(['WEB_CONCURRENCY: more than one process needs DATABASE_URL and REDIS_URL (the embedded database belongs to one process)']);
  }
  const appUrl = new URL(values.APP_URL ?? `http://localhost:${values.PORT}`);
  const dataDir = path.resolve(values.DATA_DIR);
  const sitePort = values.SITE_PORT ?? (appUrl.port === '' ? undefined : Number(appUrl.port));
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    appUrl: appUrl.origin,
    appHost: appUrl.host,
    site: {
      domain: values.SITE_DOMAIN,
      protocol: appUrl.protocol,
      port: sitePort,
    },
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    /** Namespaces Folio's queues, channels and counters, so several deployments (or tests) can share a Redis. */
    redisPrefix: values.REDIS_PREFIX,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, outboxDir: path.join(dataDir, 'mail') },
    admin: { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD },
    appSecret: values.APP_SECRET,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    /** Whether this process runs the background jobs (set false on web instances when `npm run worker` runs them). */
    runWorkers: values.RUN_WORKERS,
    /** How many server processes share the port (one per core in production); more than one needs PostgreSQL and Redis. */
    webConcurrency: values.WEB_CONCURRENCY,
    /** The bearer token of GET /metrics; undefined: the route does not exist. */
    metricsToken: values.METRICS_TOKEN,
    /** Where `npm run worker` answers /healthz and /readyz (0: it does not listen). */
    workerPort: values.WORKER_PORT,
    /** The graceful stop's budget from the signal on (SHUTDOWN_TIMEOUT_MS). */
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    /** Social sign-in providers that have credentials; both speak OpenID Connect. */
    social: [
      { name: 'google' as const, issuer: values.GOOGLE_ISSUER, clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET },
      { name: 'linkedin' as const, issuer: values.LINKEDIN_ISSUER, clientId: values.LINKEDIN_CLIENT_ID, clientSecret: values.LINKEDIN_CLIENT_SECRET },
    ].flatMap(({ clientId, clientSecret, ...provider }) => (clientId && clientSecret ? [{ ...provider, clientId, clientSecret }] : [])),
    /**
     * Whether Folio's own test checkout may make anyone a paying customer for free: never with
     * Stripe configured, and in production only when ALLOW_TEST_CHECKOUT says so.
     */
    testCheckout: !values.STRIPE_SECRET_KEY && (values.NODE_ENV !== 'production' || values.ALLOW_TEST_CHECKOUT),
    /** Stripe when its key is set; otherwise Folio's own test checkout. */
    stripe: values.STRIPE_SECRET_KEY
      ? {
          secretKey: values.STRIPE_SECRET_KEY,
          apiUrl: values.STRIPE_API_URL,
          webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
          prices: {
            pro: { monthly: values.STRIPE_PRICE_PRO_MONTHLY!, yearly: values.STRIPE_PRICE_PRO_YEARLY! },
            premium: { monthly: values.STRIPE_PRICE_PREMIUM_MONTHLY!, yearly: values.STRIPE_PRICE_PREMIUM_YEARLY! },
          },
        }
      : undefined,
    /** Custom domains: where their DNS is checked, what they point at, how soon a waiting one is checked again. */
    domains: {
      dnsServers: values.DNS_SERVERS,
      target: values.CUSTOM_DOMAIN_TARGET || appUrl.hostname,
      checkDelayMs: values.DOMAIN_CHECK_DELAY_MS,
      httpsPort: values.DOMAIN_HTTPS_PORT,
      extraCaFile: values.DOMAIN_TLS_CA_FILE,
    },
    /** Version history: the quiet time that ends a burst of edits, and the (test) shift of the snapshots' clock. */
    history: { quietMs: values.SNAPSHOT_QUIET_MS, clockOffsetMs: values.SNAPSHOT_CLOCK_OFFSET_MS },
    /** The S3-compatible bucket uploaded files live in; undefined: the local folder DATA_DIR/uploads. */
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    ai:
      values.AI_BASE_URL && values.AI_MODEL
        ? { baseUrl: values.AI_BASE_URL, apiKey: values.AI_API_KEY ?? '', model: values.AI_MODEL }
        : undefined,
  };
}

/** The AI model's host when it runs somewhere other than this machine (a loopback address is Folio's own server). */
export function externalAiService(config: Pick<Config, 'ai'>): string | null {
  if (!config.ai) return null;
  const { hostname, host } = new URL(config.ai.baseUrl);
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname) ? null : host;
}
