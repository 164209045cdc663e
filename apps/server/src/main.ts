import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { seedAdmin } from './features/auth/seed-admin';
import { superviseServers } from './platform/cluster';
import { onShutdown, openInfrastructure } from './platform/runtime';

/** WEB_CONCURRENCY > 1: migrate and seed once, then run that many servers on the one port. */
async function supervise(config: Config) {
  const log = pino({ level: config.logLevel });
  const infrastructure = await openInfrastructure(config);
  await seedAdmin(infrastructure.database.db, config.admin, log);
  await infrastructure.close();
  // The first server also runs the background jobs (when RUN_WORKERS allows); the others only serve.
  const servers = superviseServers(config.webConcurrency, (index) => ({ RUN_WORKERS: String(config.runWorkers && index === 0) }), log);
  onShutdown(async (signal) => {
    log.info({ signal }, 'shutting down');
    await servers.stop();
  }, 2 * config.shutdownTimeoutMs + 10_000);
  await servers.listening;
  log.info(`Folio is running at ${config.appUrl} (${config.webConcurrency} server processes, database: postgres, redis${config.runWorkers ? ', jobs in the first' : ''})`);
}

async function serve(config: Config) {
  // A server under a supervisor finds the database migrated and the admin seeded.
  const supervised = cluster.isWorker;
  const infrastructure = await openInfrastructure(config, { migrate: !supervised });
  const { app, shutdown } = await buildApp({ config, database: infrastructure.database, redis: infrastructure.redis });
  if (!supervised) await seedAdmin(infrastructure.database.db, config.admin, app.log);
  // The budget covers the requests, then the jobs: twice it, and a little, is the hard limit.
  onShutdown(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await shutdown();
    await infrastructure.close();
    app.log.info('stopped');
  }, 2 * config.shutdownTimeoutMs + 5000);
  await app.listen({ port: config.port, host: config.host });
  if (!supervised) app.log.info(`Folio is running at ${config.appUrl} (database: ${infrastructure.database.kind}${infrastructure.redis ? ', redis' : ''}${config.runWorkers ? ', jobs in this process' : ''})`);
}

async function main() {
  const config = loadConfig();
  await (cluster.isPrimary && config.webConcurrency > 1 ? supervise(config) : serve(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
