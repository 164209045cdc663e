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
  let stopping = false;
  const health = await createHealthServer({ database: () => database.ping(), redis: () => redis!.ping(), storage: () => services.storage.check() }, { isStopping: () => stopping });
  registerMetrics(health, services.metrics, config.metricsToken);
  if (config.workerPort) await health.listen({ port: config.workerPort, host: config.host });
  log.info({ port: config.workerPort || undefined }, 'Folio worker is running');
  // Running jobs get SHUTDOWN_TIMEOUT_MS to finish; one still running then is handed back to the
  // queue (its lock lapses and another worker takes it), never dropped.
  onShutdown(async (signal) => {
    log.info({ signal }, 'worker shutting down');
    stopping = true;
    await services.close(config.shutdownTimeoutMs);
    await health.close();
    await infrastructure.close();
    log.info('worker stopped');
  }, config.shutdownTimeoutMs + 10_000);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
