import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db as BossDb, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from '../db/client';
import { DEAD_LETTER, type DeadJob, type Depth, deadJobs, queueDepth, retryDeadJob } from './admin';
import type { AnyHandler, JobKind } from './kinds';
import { attempts, type OnAttempt, prepareQueues, runReady, startWorkers } from './workers';

export { type AnyHandler, type JobKind, jobHandler, jobKind } from './kinds';

export type Jobs = {
  /**
   * Writes the handlers' queues and, in a process that works, starts their workers and schedules.
   * Once, before any job of these kinds is sent.
   */
  start: (handlers: readonly AnyHandler[], options?: { onAttempt?: OnAttempt }) => Promise<void>;
  /**
   * Queues a job; given a transaction, the job exists only if the transaction commits (the work a
   * request promised is never lost, nor done for a change that was rolled back).
   */
  send: <T extends object>(
    kind: JobKind<T>,
    data: T,
    options?: {
      db?: Db;
      /** With `singletonSeconds`: one job of this key in that window, whoever sends it. */
      singletonKey?: string;
      singletonSeconds?: number;
      /** A date, or seconds from now. */
      startAfter?: Date | number;
    },
  ) => Promise<void>;
  /**
   * Queues many jobs of one kind in one statement each thousand (a sweep's reminders: 100,000 in
   * seconds, where a `send` each took a round trip each); given a transaction, as `send`.
   */
  sendMany: <T extends object>(kind: JobKind<T>, data: readonly T[], options?: { db?: Db }) => Promise<void>;
  /** Jobs of every kind that ended in the dead-letter state, newest first. */
  dead: (limit?: number) => Promise<DeadJob[]>;
  /** Puts a dead job of `kind` back in its queue to be tried again; false when there is none. */
  retry: (kind: string, id: string) => Promise<boolean>;
  /** Jobs waiting (ready or retrying) and running, per kind: the queue's depth. */
  depth: () => Promise<Depth>;
  /**
   * Runs, in this process and now, every job that is ready (tests and one-off commands, where no
   * worker polls): the same handlers, completed or failed through the queue as a worker would.
   */
  runReady: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Seconds a stopping process gives its running jobs to finish; the rest go back to the queue. */
export const JOBS_STOP_SECONDS = 10;

const SCHEMA = 'pgboss';

/** pg-boss on the server's own database: PostgreSQL through its pool, PGlite in process. */
const bossFor = (database: Database, options: { work: boolean }): PgBoss => {
  const common = {
    schema: SCHEMA,
    // Maintenance and schedules run where jobs run; a process that only queues needs neither.
    supervise: options.work,
    schedule: options.work,
    migrate: true,
    // A job whose process died is failed (and so retried) within a heartbeat and one pass.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  } as const;
  if (database.pglite) {
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  return new PgBoss({
    ...common,
    connectionString: database.url,
    max: 4,
    application_name: 'studio-jobs',
  });
};

/** Installs or upgrades the queue's schema alone (the test databases' template is made with it). */
export const migrateJobs = async (database: Database): Promise<void> => {
  const boss = bossFor(database, { work: false });
  await boss.start();
  await boss.stop({ graceful: false, close: !database.pglite });
};

/**
 * Opens the job queue on the database (installing or upgrading pg-boss's schema); `start` then
 * gives it its handlers and, when `work` is set, this process's workers and schedules. Jobs are
 * picked up by whichever process is free; a failed job is retried with backoff and ends in
 * `dead_letter` with its error.
 */
export const openJobs = async (
  database: Database,
  {
    work,
    log,
    pollSeconds = 2,
  }: {
    work: boolean;
    log: FastifyBaseLogger;
    /** How often an idle worker looks for a job. */
    pollSeconds?: number;
  },
): Promise<Jobs> => {
  const boss = bossFor(database, { work });
  // A lost connection or a failed maintenance pass is reported, never thrown at the process.
  boss.on('error', (error) => log.error({ err: error }, 'jobs: queue error'));
  await boss.start();
  // The queues as they are, read once (see prepareQueues).
  const queues = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  if (!queues.has(DEAD_LETTER)) await boss.createQueue(DEAD_LETTER, { retentionSeconds: 90 * 24 * 3600 });
  let handlers: readonly AnyHandler[] = [];
  let attempt = attempts(log, () => {});

  return {
    start: async (given, { onAttempt = () => {} } = {}) => {
      handlers = given;
      attempt = attempts(log, onAttempt);
      await prepareQueues(boss, queues, handlers);
      if (work) await startWorkers(boss, handlers, { pollSeconds, attempt });
    },
    send: async (kind, data, { db, ...options } = {}) => {
      const connection: BossDb | undefined = db ? fromDrizzle(db as never, sql) : undefined;
      await boss.send(kind.name, data, { ...options, ...(connection ? { db: connection } : {}) });
    },
    sendMany: async (kind, data, { db } = {}) => {
      const connection: BossDb | undefined = db ? fromDrizzle(db as never, sql) : undefined;
      for (let at = 0; at < data.length; at += 1000)
        await boss.insert(
          kind.name,
          data.slice(at, at + 1000).map((one) => ({ data: one })),
          connection ? { db: connection } : {},
        );
    },
    dead: (limit = 50) => deadJobs(boss, limit),
    retry: (kind, id) => retryDeadJob(boss, kind, id),
    depth: () =>
      queueDepth(
        database.db,
        handlers.map((h) => h.kind.name),
      ),
    runReady: () => runReady(boss, handlers, attempt),
    stop: async () => {
      // Running jobs finish first (a SIGTERM drains); what is left is picked up by another process.
      await boss.stop({ graceful: true, timeout: JOBS_STOP_SECONDS * 1000, close: true });
    },
  };
};
