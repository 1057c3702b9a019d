import type { FastifyBaseLogger } from 'fastify';
import { type LiveSetup, liveSetup } from './adapters/live/engine';
import { createMailer, type Mailer } from './adapters/mail';
import { createPaymentsGateway, type PaymentsGateway } from './adapters/payments';
import { createPushSender, type PushSender } from './adapters/push';
import { createStorage, type Storage } from './adapters/storage';
import { createStore, type StoreGateway } from './adapters/store';
import { createTranscoder, type Transcoder } from './adapters/video/ffmpeg';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { MailContext } from './jobs/mail';
import type { Jobs } from './jobs/queue';

/** What every route and domain function may use; built once in server.ts or a test. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentsGateway;
  /** The app store (iOS program purchases): RevenueCat, or the offline sandbox. */
  store: StoreGateway;
  /** ffmpeg and ffprobe, for the uploaded videos' HLS ladders (issue 17). */
  transcoder: Transcoder;
  /** Live classes streamed through Studio (issue 37); null: no engine, pasted addresses only. */
  live: LiveSetup | null;
  /** Web Push to members' devices (issue 39). */
  push: PushSender;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /**
     * The database a read that may be served by the replica goes to (decision 0055): the
     * dashboard, the storefront, the catalogue. Give the reading member's id where there is one.
     */
    reads: (memberId?: number) => Promise<Db>;
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
  transcoder: createTranscoder({ ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH }),
  live: liveSetup(config),
  push: createPushSender(config),
});

/**
 * What every job handler is made from: the adapters, the database, the mail context and the log.
 * Each kind's factory takes this one object and picks what it uses.
 */
export type JobContext = Omit<AppDeps, 'database'> & {
  db: Db;
  mail: MailContext;
  jobs: Jobs;
  log: FastifyBaseLogger;
};
