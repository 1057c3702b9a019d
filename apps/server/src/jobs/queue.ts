import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Db as BossDb,
  fromDrizzle,
  fromPglite,
  type Job,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  type QueueOptions,
} from 'pg-boss';
import { type Database, type Db, rowsOf } from '../db/client';

/**
 * A kind of background work (decision 0018): its queue's retry policy, how many run at once in
 * one process, and an optional schedule. Senders need only this; the handler is given where the
 * process is wired (`openJobs`), with the adapters it uses.
 */
export type JobKind<T extends object> = {
  name: string;
  policy: QueueOptions;
  /** Jobs of this kind one process runs at once. */
  concurrency?: number;
  /** A cron expression (UTC): one job then, whichever process's clock sees it first. */
  schedule?: string;
  /** The data's type, for `send` and the handler; never set. */
  readonly data?: T;
};

export const jobKind = <T extends object>(kind: Omit<JobKind<T>, 'data'>): JobKind<T> => kind;

/**
 * What runs a kind's jobs. Jobs run at least once, so a handler must be idempotent: a job whose
 * process dies mid-way, or whose completion is lost, runs again.
 */
export type JobHandler<T extends object> = {
  kind: JobKind<T>;
  handle: (data: T, job: Job<T>) => Promise<void>;
};

export const jobHandler = <T extends object>(
  kind: JobKind<T>,
  handle: JobHandler<T>['handle'],
): JobHandler<T> => ({ kind, handle });

// biome-ignore lint/suspicious/noExplicitAny: handlers of different data; each is typed where it is made.
type AnyHandler = JobHandler<any>;

/** A job that used up its retries: what an operator reads to decide (redrive, or drop). */
export type DeadJob = {
  id: string;
  name: string;
  retries: number;
  createdOn: Date;
  failedOn: Date | null;
  error: string;
  data: object;
};

export type Jobs = {
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
  /** Jobs of every kind that ended in the dead-letter state, newest first. */
  dead: (limit?: number) => Promise<DeadJob[]>;
  /** Puts a dead job of `kind` back in its queue to be tried again; false when there is none. */
  retry: (kind: string, id: string) => Promise<boolean>;
  /** Jobs waiting (ready or retrying) and running, per kind: the queue's depth. */
  depth: () => Promise<Record<string, { queued: number; active: number; failed: number }>>;
  /**
   * Runs, in this process and now, every job that is ready (tests and one-off commands, where no
   * worker polls): the same handlers, completed or failed through the queue as a worker would.
   */
  runReady: () => Promise<number>;
  stop: () => Promise<void>;
};

/** The queue of jobs that used up their retries, one for every kind. */
export const DEAD_LETTER = 'dead_letter';

/** Seconds a stopping process gives its running jobs to finish; the rest go back to the queue. */
export const JOBS_STOP_SECONDS = 10;

const SCHEMA = 'pgboss';

const messageOf = (output: unknown): string => {
  const o = output as { message?: unknown } | null | undefined;
  return typeof o?.message === 'string' ? o.message : JSON.stringify(output ?? null);
};

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
 * Opens the job queue on the database (installing or upgrading pg-boss's schema) and, when `work`
 * is set, starts this process's workers and schedules. Jobs are picked up by whichever process is
 * free; a failed job is retried with backoff and ends in `dead_letter` with its error.
 */
export const openJobs = async (
  database: Database,
  handlers: readonly AnyHandler[],
  {
    work,
    log,
    pollSeconds = 2,
    onAttempt = () => {},
  }: {
    work: boolean;
    log: FastifyBaseLogger;
    /** How often an idle worker looks for a job. */
    pollSeconds?: number;
    /** Told of every attempt this process ran (metrics). */
    onAttempt?: (kind: string, outcome: 'completed' | 'failed') => void;
  },
): Promise<Jobs> => {
  const boss = bossFor(database, { work });
  // A lost connection or a failed maintenance pass is reported, never thrown at the process.
  boss.on('error', (error) => log.error({ err: error }, 'jobs: queue error'));
  await boss.start();
  // The queues as they are, read once: only a new queue or a changed policy is written (a start
  // took a read and an update per kind, about 0.1 s of PGlite's start; issue 13).
  const queues = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  if (!queues.has(DEAD_LETTER)) await boss.createQueue(DEAD_LETTER, { retentionSeconds: 90 * 24 * 3600 });
  const names = handlers.map((h) => h.kind.name);
  for (const { kind } of handlers) {
    const options = { ...kind.policy, deadLetter: DEAD_LETTER };
    const queue = queues.get(kind.name) as Record<string, unknown> | undefined;
    if (!queue) await boss.createQueue(kind.name, options);
    else if (Object.entries(options).some(([key, value]) => queue[key] !== value))
      await boss.updateQueue(kind.name, options);
  }
  const schedules = new Map(
    work ? (await boss.getSchedules()).filter((s) => s.key === '').map((s) => [s.name, s]) : [],
  );

  const run = async (handler: AnyHandler, job: Job<object>) => {
    try {
      await handler.handle(job.data, job);
      onAttempt(job.name, 'completed');
    } catch (error) {
      onAttempt(job.name, 'failed');
      log.warn(
        { err: error, job: { id: job.id, name: job.name, retry: job.retryCount } },
        'jobs: job failed',
      );
      throw error;
    }
  };

  if (work) {
    for (const handler of handlers) {
      const { kind } = handler;
      // A worker takes up to five jobs at a time and fetches again at once while batches come back
      // full (pg-boss waits a poll between fetches otherwise: 1,000 jobs drained at 8 a second).
      await boss.work<object>(
        kind.name,
        {
          localConcurrency: kind.concurrency ?? 1,
          pollingIntervalSeconds: pollSeconds,
          batchSize: 5,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (batch) => {
          const results: JobResult[] = [];
          for (const job of batch) {
            try {
              await run(handler, job);
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: { message: (error as Error).message } });
            }
          }
          return results;
        },
      );
      const schedule = schedules.get(kind.name);
      if (kind.schedule && (schedule?.cron !== kind.schedule || schedule.timezone !== 'UTC'))
        await boss.schedule(kind.name, kind.schedule);
    }
  }

  return {
    send: async (kind, data, options = {}) => {
      const { db, ...rest } = options;
      const connection: BossDb | undefined = db ? fromDrizzle(db as never, sql) : undefined;
      await boss.send(kind.name, data, { ...rest, ...(connection ? { db: connection } : {}) });
    },
    dead: async (limit = 50) => {
      const jobs = (await boss.findJobs<object>(DEAD_LETTER, { limit })) as JobWithMetadata<object>[];
      const rows: DeadJob[] = [];
      for (const job of jobs) {
        const source =
          job.sourceName && job.sourceId ? await boss.getJobById<object>(job.sourceName, job.sourceId) : null;
        rows.push({
          id: job.sourceId ?? job.id,
          name: job.sourceName ?? job.name,
          retries: source?.retryCount ?? 0,
          createdOn: source?.createdOn ?? job.createdOn,
          failedOn: source?.completedOn ?? null,
          error: messageOf(source?.output),
          data: job.data,
        });
      }
      return rows.sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
    },
    retry: async (kind, id) => {
      const job = await boss.getJobById<object>(kind, id);
      if (job?.state !== 'failed') return false;
      await boss.retry(kind, id);
      const copies = await boss.findJobs<object>(DEAD_LETTER, { limit: 1000 });
      const copy = (copies as JobWithMetadata<object>[]).find((c) => c.sourceId === id);
      if (copy) await boss.deleteJob(DEAD_LETTER, copy.id);
      return true;
    },
    depth: async () => {
      // Counted now from the table (pg-boss's own queue counts are a cache refreshed every minute).
      const rows = await rowsOf<{ name: string; state: string; n: number }>(
        database.db,
        sql`select name, state::text, count(*)::int as n from pgboss.job
            where name in ${
              names.length > 0
                ? sql`(${sql.join(
                    names.map((n) => sql`${n}`),
                    sql`, `,
                  )})`
                : sql`('')`
            }
              and state in ('created', 'retry', 'active', 'failed')
            group by name, state`,
      );
      const depth: Record<string, { queued: number; active: number; failed: number }> = {};
      for (const name of names) depth[name] = { queued: 0, active: 0, failed: 0 };
      for (const row of rows) {
        const entry = depth[row.name];
        if (!entry) continue;
        if (row.state === 'active') entry.active += row.n;
        else if (row.state === 'failed') entry.failed += row.n;
        else entry.queued += row.n;
      }
      return depth;
    },
    runReady: async () => {
      let ran = 0;
      for (const handler of handlers) {
        const { kind } = handler;
        for (;;) {
          const [job] = await boss.fetch<object>(kind.name);
          if (!job) break;
          ran += 1;
          try {
            await run(handler, job);
            await boss.complete(kind.name, job.id);
          } catch (error) {
            await boss.fail(kind.name, job.id, { message: (error as Error).message });
          }
        }
      }
      return ran;
    },
    stop: async () => {
      // Running jobs finish first (a SIGTERM drains); what is left is picked up by another process.
      await boss.stop({ graceful: true, timeout: JOBS_STOP_SECONDS * 1000, close: true });
    },
  };
};
