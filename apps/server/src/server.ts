import path from 'node:path';
import { currencyDigits } from '@studio/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ENGINE_CALLS_PATH, INSTALL_HINT, startEngine } from './adapters/live/engine';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { FeedLog } from './db/change-feed';
import { openDatabase } from './db/client';
import { DatabaseBusyError } from './db/folder-lock';
import { createDeps } from './deps';
import { importDemoCatalogIfEmpty } from './features/library';
import { endAllStreams } from './features/lives';
import { CurrencyChangedError, settleStudioCurrency } from './features/studio/studio-settings';
import { JOBS_STOP_SECONDS } from './jobs/queue';
import { afterLastLogLines } from './lib/logger';

/** Seconds a stop may take after the drain (the running jobs have JOBS_STOP_SECONDS of them). */
const SHUTDOWN_SECONDS = JOBS_STOP_SECONDS + 5;

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
  // The database's own news (the change feed lost or back, the replica down or answering) goes to
  // the app's log once there is one, and to standard error before.
  let appLog: FastifyBaseLogger | undefined;
  const databaseLog: FeedLog = (level, message, error) => {
    if (appLog) appLog[level](error ? { err: error } : {}, message);
    else console.error(message);
  };
  let database: ReturnType<typeof openDatabase>;
  try {
    database = openDatabase({
      log: databaseLog,
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/pglite`,
      replica: config.DATABASE_READ_URL
        ? { url: config.DATABASE_READ_URL, maxLagMs: config.REPLICA_MAX_LAG_SECONDS * 1000 }
        : undefined,
    });
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Processes starting together on one database migrate and import one after another.
  const app = await database
    .exclusively(async () => {
      await database.migrate();
      await settleStudioCurrency(database.db, config.STUDIO_CURRENCY);
      const built = await buildApp({ deps: createDeps(config, database) });
      // The demo's prices are in cents ("49.99"): a currency of whole units (JPY, CLP) starts empty.
      const demoFits = currencyDigits(config.STUDIO_CURRENCY) === 2;
      if (config.DEMO_CATALOG && !demoFits) {
        built.log.warn(
          `catalogue: the demo catalogue's prices have two decimals, ${config.STUDIO_CURRENCY} has not: not imported`,
        );
      }
      if (
        config.DEMO_CATALOG &&
        demoFits &&
        (await importDemoCatalogIfEmpty({
          db: database.db,
          storage: built.deps.storage,
          currency: config.STUDIO_CURRENCY,
        }))
      ) {
        built.log.info('catalogue: demo catalogue imported (set DEMO_CATALOG=false to start empty)');
      }
      return built;
    })
    .then((built) => {
      appLog = built.log;
      return built;
    })
    .catch(async (error: unknown) => {
      // A configuration the studio's data refuses: said plainly, like a bad environment variable.
      if (!(error instanceof CurrencyChangedError)) throw error;
      console.error(error.message);
      await database.close();
      process.exit(1);
    });

  let stopEngine = async () => {};
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain first (issue 16): answers say Connection: close and readiness 503 while the balancer
    // moves away; then stop listening, finish what is in flight and the running jobs, and exit.
    app.drain.draining = true;
    app.log.info({ signal, drainSeconds: config.DRAIN_SECONDS }, 'shutting down');
    // It keeps listening meanwhile: closing the listening socket at once resets connections the
    // kernel accepted but the process had not yet taken (requests already sent, which a balancer
    // may not send again); by the end of the drain the balancer has moved away.
    setTimeout(() => {
      // A close that cannot finish (a connection that went silent, a client never given back)
      // must not keep a stopped process alive for ever: the orchestrator would kill it anyway,
      // without saying what it waited for. The log's last "shutdown:" step says what it waited for.
      const deadline = setTimeout(() => {
        app.log.error(
          { pool: database.poolCounts?.() },
          `shutdown did not finish within ${SHUTDOWN_SECONDS} s; exiting`,
        );
        afterLastLogLines(app.log, () => process.exit(1));
      }, SHUTDOWN_SECONDS * 1000);
      deadline.unref();
      app.log.info('shutdown: drain over; finishing the requests in flight');
      // The database closes last, after app.close() (its onClose hooks run last-registered first,
      // so a hook here would close it before the running jobs that still use it had finished).
      // The engine first, while this process still answers its last calls (a stream's end).
      stopEngine()
        .then(() => app.close())
        .then(() => {
          app.log.info('shutdown: closing the database');
          return database.close();
        })
        .then(
          () => afterLastLogLines(app.log, () => process.exit(0)),
          (error) => {
            app.log.error({ err: error }, 'shutdown failed');
            afterLastLogLines(app.log, () => process.exit(1));
          },
        );
    }, config.DRAIN_SECONDS * 1000);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  stopEngine = await ownLiveEngine(app);
};

/**
 * Live classes through Studio (issue 37, LIVE_ENGINE=auto): nginx with the RTMP module, started
 * beside this process and stopped with it; not installed, the log says how to install it. A
 * stream left on air by an engine that stopped with an earlier process is over.
 */
const ownLiveEngine = async (app: Awaited<ReturnType<typeof buildApp>>): Promise<() => Promise<void>> => {
  const { config, live, database } = app.deps;
  if (config.LIVE_ENGINE === 'auto' && !live) {
    app.log.info(
      `live classes: streaming through Studio needs nginx with the RTMP module (${INSTALL_HINT}); pasted stream addresses work meanwhile`,
    );
  }
  if (!live?.ownEngine) return async () => {};
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  try {
    const engine = await startEngine({
      setup: live,
      port: config.LIVE_RTMP_PORT,
      callbacks: `http://127.0.0.1:${port}${ENGINE_CALLS_PATH}/${live.secret}`,
      dir: path.join(config.LIVE_DIR ?? path.join(config.DATA_DIR, 'live'), 'engine'),
    });
    // Ours runs: whatever a stopped one left on air is over.
    await endAllStreams(database.db);
    app.log.info(`live classes: coaches stream to ${live.ingestUrl} (nginx-rtmp)`);
    return engine.stop;
  } catch (error) {
    app.log.warn(
      { err: error },
      'live classes: the streaming engine did not start; pasted stream addresses work',
    );
    return async () => {};
  }
};

await main();
