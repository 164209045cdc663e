import type { FastifyPluginAsync } from 'fastify';

/** Liveness answers while the process runs; readiness only when its database (and Redis) answer. */
export const healthRoutes: FastifyPluginAsync<{ checks: Record<string, () => Promise<unknown>> }> = async (app, { checks }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await check();
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
