import Fastify, { type FastifyPluginAsync } from 'fastify';

export type ReadinessChecks = Record<string, () => Promise<unknown>>;

/** A part that does not answer within this time is reported unavailable rather than holding the probe. */
const CHECK_TIMEOUT_MS = 3_000;

async function withinTime(check: () => Promise<unknown>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness answers while the process runs; readiness only when every part it depends on answers
 * (database, Redis when configured, file storage), with 503 and the part that failed otherwise.
 */
interface HealthOptions {
  checks: ReadinessChecks;
  timeoutMs?: number;
  /** True once the process is shutting down: it is not ready for more work, whatever its parts say. */
  isStopping?: () => boolean;
}

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { checks, timeoutMs = CHECK_TIMEOUT_MS, isStopping = () => false }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (isStopping()) return reply.status(503).send({ status: 'stopping', checks: {} });
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withinTime(check, timeoutMs);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: Object.fromEntries(results) });
  });
};

/** The worker's own small HTTP server: /healthz and /readyz, for the orchestrator's probes. */
export async function createHealthServer(checks: ReadinessChecks, options: Omit<HealthOptions, 'checks'> = {}) {
  const server = Fastify({ logger: false });
  await server.register(healthRoutes, { checks, ...options });
  return server;
}
