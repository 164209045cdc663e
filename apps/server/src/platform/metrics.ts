import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CvInput, ParserPool } from '@folio/cv-parser';
import { notFound, unauthenticated } from './errors';
import type { Jobs, JobStats } from './jobs';

/**
 * Prometheus metrics of one process (prom-client), on a registry of its own so several apps in one
 * process (tests) do not share counters. Served at /metrics behind METRICS_TOKEN.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'folio_' });
  const registers = [registry];
  const requests = new Counter({ name: 'folio_http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({
    name: 'folio_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const siteCache = new Counter({ name: 'folio_site_cache_lookups_total', help: 'Published page cache lookups, by result (hit or miss)', labelNames: ['result'], registers });
  const jobDuration = new Histogram({
    name: 'folio_job_duration_seconds',
    help: 'Time a background job ran, by job and outcome',
    labelNames: ['job', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 20, 60],
    registers,
  });
  const parseDuration = new Histogram({
    name: 'folio_cv_parse_duration_seconds',
    help: 'Time to read a CV, by format (pdf, docx, ..., text for pasted text) and outcome',
    labelNames: ['format', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30],
    registers,
  });
  let queueStats: (() => Promise<JobStats>) | undefined;
  new Gauge({
    name: 'folio_queue_jobs',
    help: 'Background jobs in the queue, by state (for BullMQ: the queue all processes share)',
    labelNames: ['state'],
    registers,
    async collect() {
      if (!queueStats) return;
      const stats = await queueStats();
      for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ state }, stats[state]);
    },
  });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    siteCacheLookup(hit: boolean) {
      siteCache.inc({ result: hit ? 'hit' : 'miss' });
    },
    /** Times every handler the jobs run, and reports the queue's depth when scraped. */
    instrumentJobs(jobs: Jobs): Jobs {
      queueStats = () => jobs.stats();
      const timed =
        <A extends unknown[]>(name: string, handler: (...args: A) => Promise<void>) =>
        async (...args: A) => {
          const stop = jobDuration.startTimer({ job: name });
          try {
            await handler(...args);
            stop({ outcome: 'done' });
          } catch (error) {
            stop({ outcome: 'failed' });
            throw error;
          }
        };
      return {
        ...jobs,
        register: (job, handler) => jobs.register(job, timed(job.name, handler)),
        schedule: (schedule, handler) => jobs.schedule(schedule, timed(schedule.name, handler)),
      };
    },
    /** Times every CV the parser reads, by its format. */
    instrumentParser(parser: ParserPool): ParserPool {
      return {
        ...parser,
        async parse(input, options) {
          const stop = parseDuration.startTimer({ format: formatOf(input) });
          try {
            const parsed = await parser.parse(input, options);
            stop({ outcome: 'done' });
            return parsed;
          } catch (error) {
            stop({ outcome: 'failed' });
            throw error;
          }
        },
      };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

function formatOf(input: CvInput) {
  if ('text' in input) return 'text';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(input.filename ?? '')?.[1]?.toLowerCase();
  return extension && ['pdf', 'docx', 'doc', 'odt', 'rtf', 'txt', 'png', 'jpg', 'jpeg', 'webp'].includes(extension) ? extension : 'other';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Counts every request by its route pattern (`/api/websites/:id`, never the raw URL) and serves
 * GET /metrics to a bearer of `token`; without a token it answers 404.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Not the app's page either: the single-page fallback would answer it with 200.
    if (!token) throw notFound();
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthenticated();
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}
