import { createMailer, type Mailer } from '../adapters/mail';
import { createPaymentsGateway, type PaymentsGateway } from '../adapters/payments';
import { createStorage, type Storage } from '../adapters/storage';
import { createStore, type StoreGateway } from '../adapters/store';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every route and domain function may use; built once in server.ts or a test. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentsGateway;
  /** The app store (iOS program purchases): RevenueCat, or the offline sandbox. */
  store: StoreGateway;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The adapters the configuration chooses (DESIGN 1: local defaults, production services by variable). */
export const createDeps = (config: Config, database: Database): AppDeps => ({
  config,
  database,
  mailer: createMailer(config),
  storage: createStorage(config),
  payments: createPaymentsGateway(config),
  store: createStore(config),
});
