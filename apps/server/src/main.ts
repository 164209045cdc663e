import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { seedAdmin } from './features/auth/seed-admin';
import { onShutdown, openInfrastructure } from './platform/runtime';

async function main() {
  const config = loadConfig();
  const infrastructure = await openInfrastructure(config);
  const { app } = await buildApp({ config, database: infrastructure.database, redis: infrastructure.redis });
  await seedAdmin(infrastructure.database.db, config.admin, app.log);
  onShutdown(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await infrastructure.close();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Folio is running at ${config.appUrl} (database: ${infrastructure.database.kind}${infrastructure.redis ? ', redis' : ''}${config.runWorkers ? ', jobs in this process' : ''})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
