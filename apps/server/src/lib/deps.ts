import type { Mailer } from '../adapters/mail';
import type { Storage } from '../adapters/storage';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every route and domain function may use; built once in server.ts or a test. */
export type AppDeps = { config: Config; database: Database; mailer: Mailer; storage: Storage };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
