import { type SQL, sql } from 'drizzle-orm';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { type Db, rowsOf } from '../db/client';

/**
 * What an operator reads of the queue (`npm run jobs`, the metrics): the jobs that used up their
 * retries, putting one back, and the queue's depth per kind.
 */

/** The queue of jobs that used up their retries, one for every kind. */
export const DEAD_LETTER = 'dead_letter';

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

export type Depth = Record<string, { queued: number; active: number; failed: number }>;

const messageOf = (output: unknown): string => {
  const o = output as { message?: unknown } | null | undefined;
  return typeof o?.message === 'string' ? o.message : JSON.stringify(output ?? null);
};

/** Dead jobs of every kind, newest first, each with its source job's retries and last error. */
export const deadJobs = async (boss: PgBoss, limit: number): Promise<DeadJob[]> => {
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
};

/** Puts a failed job back in its queue and removes its dead-letter copy; false when it did not fail. */
export const retryDeadJob = async (boss: PgBoss, kind: string, id: string): Promise<boolean> => {
  const job = await boss.getJobById<object>(kind, id);
  if (job?.state !== 'failed') return false;
  await boss.retry(kind, id);
  const copies = await boss.findJobs<object>(DEAD_LETTER, { limit: 1000 });
  const copy = (copies as JobWithMetadata<object>[]).find((c) => c.sourceId === id);
  if (copy) await boss.deleteJob(DEAD_LETTER, copy.id);
  return true;
};

const listOf = (names: readonly string[]): SQL =>
  names.length > 0
    ? sql`(${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`
    : sql`('')`;

/** Jobs of the named kinds waiting, running and failed (kept), counted now. */
export const queueDepth = async (db: Db, names: readonly string[]): Promise<Depth> => {
  // Counted from the table (pg-boss's own queue counts are a cache refreshed every minute).
  const rows = await rowsOf<{ name: string; state: string; n: number }>(
    db,
    sql`select name, state::text, count(*)::int as n from pgboss.job
        where name in ${listOf(names)}
          and state in ('created', 'retry', 'active', 'failed')
        group by name, state`,
  );
  const depth: Depth = {};
  for (const name of names) depth[name] = { queued: 0, active: 0, failed: 0 };
  for (const row of rows) {
    const entry = depth[row.name];
    if (!entry) continue;
    if (row.state === 'active') entry.active += row.n;
    else if (row.state === 'failed') entry.failed += row.n;
    else entry.queued += row.n;
  }
  return depth;
};
