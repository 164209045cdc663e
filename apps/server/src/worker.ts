import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { createHealthServer } from './features/health/health.routes';
import { registerMetrics } from './platform/metrics';
import { onShutdown, openInfrastructure } from './platform/runtime';
import { createServices } from './services';

/**
 * `npm run worker`: the background jobs (CV parsing, template matching) in a process of their own,
 * taking work from Redis; app instances then run with RUN_WORKERS=false.
 */
async function main() {
  const config = loadConfig();
  if (!config.redisUrl || !config.databaseUrl) {
    throw new ConfigError(['npm run worker needs REDIS_URL and DATABASE_URL: with the embedded defaults, jobs run inside the app (npm start).']);
  }
  const log = pino({ level: config.logLevel });
  const infrastructure = await openInfrastructure(config);
  const services = await createServices({ config, database: infrastructure.database, redis: infrastructure.redis, log });
  await services.startWorkers();
  const { database, redis } = infrastructure;
  const health = await createHealthServer({ database: () => database.ping(), redis: () => redis!.ping(), storage: () => services.storage.check() });
  registerMetrics(health, services.metrics, config.metricsToken);
  if (config.workerPort) await health.listen({ port: config.workerPort, host: config.host });
  log.info({ port: config.workerPort || undefined }, 'Folio worker is running');
  onShutdown(async (signal) => {
    log.info({ signal }, 'worker shutting down');
    await health.close();
    await services.close();
    await infrastructure.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
