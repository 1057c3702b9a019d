import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { importDemoCatalogIfEmpty } from './features/library';
import { createDeps } from './lib/deps';

/** Reads the config, migrates, listens, and stops cleanly. */
const main = async (): Promise<void> => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  // Processes starting together on one database migrate and import one after another.
  const app = await database.exclusively(async () => {
    await database.migrate();
    const built = await buildApp({ deps: createDeps(config, database) });
    built.addHook('onClose', async () => database.close());
    if (
      config.DEMO_CATALOG &&
      (await importDemoCatalogIfEmpty({ db: database.db, storage: built.deps.storage }))
    ) {
      built.log.info('catalogue: demo catalogue imported (set DEMO_CATALOG=false to start empty)');
    }
    return built;
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
};

await main();
