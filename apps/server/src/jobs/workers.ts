import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobResult, PgBoss, Queue } from 'pg-boss';
import { DEAD_LETTER } from './admin';
import type { AnyHandler } from './kinds';

/** Told of every attempt this process ran (metrics). */
export type OnAttempt = (kind: string, outcome: 'completed' | 'failed') => void;

/**
 * One attempt at a job: counted, and a failure logged, then thrown for the queue to retry. `batch`
 * is one attempt at a batch its handler takes together: each job counted, completed or failed (and
 * retried) as the handler answers, all failed if it throws.
 */
export type Attempt = {
  (handler: AnyHandler, job: Job<object>): Promise<void>;
  batch: (handler: AnyHandler, jobs: Job<object>[]) => Promise<JobResult[]>;
};

export const attempts = (log: FastifyBaseLogger, onAttempt: OnAttempt): Attempt => {
  const one = async (handler: AnyHandler, job: Job<object>) => {
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
  const batch = async (handler: AnyHandler, jobs: Job<object>[]): Promise<JobResult[]> => {
    try {
      const failed = await handler.handleBatch?.(jobs.map((job) => job.data));
      if (failed && failed.size > 0)
        log.warn(
          { job: { name: handler.kind.name, batch: jobs.length, failed: failed.size } },
          'jobs: batch jobs failed',
        );
      return jobs.map((job, index) => {
        const status = failed?.has(index) ? ('failed' as const) : ('completed' as const);
        onAttempt(job.name, status);
        return { id: job.id, status };
      });
    } catch (error) {
      for (const job of jobs) onAttempt(job.name, 'failed');
      log.warn(
        { err: error, job: { name: handler.kind.name, batch: jobs.length, first: jobs[0]?.id } },
        'jobs: batch failed',
      );
      const output = { message: (error as Error).message };
      return jobs.map((job) => ({ id: job.id, status: 'failed' as const, output }));
    }
  };
  return Object.assign(one, { batch });
};

/**
 * Writes each kind's queue with its policy, failing into the dead-letter queue. `existing` is the
 * queues as a start read them once: only a new queue or a changed policy is written (a start took
 * a read and an update per kind, about 0.1 s of PGlite's start; issue 13).
 */
export const prepareQueues = async (
  boss: PgBoss,
  existing: ReadonlyMap<string, Queue>,
  handlers: readonly AnyHandler[],
): Promise<void> => {
  for (const { kind } of handlers) {
    const options = { ...kind.policy, deadLetter: DEAD_LETTER };
    const queue = existing.get(kind.name) as Record<string, unknown> | undefined;
    if (!queue) await boss.createQueue(kind.name, options);
    else if (Object.entries(options).some(([key, value]) => queue[key] !== value))
      await boss.updateQueue(kind.name, options);
  }
};

/** This process's workers, one per kind, and the kinds' schedules (written only when changed). */
export const startWorkers = async (
  boss: PgBoss,
  handlers: readonly AnyHandler[],
  { pollSeconds, attempt }: { pollSeconds: number; attempt: Attempt },
): Promise<void> => {
  const schedules = new Map((await boss.getSchedules()).filter((s) => s.key === '').map((s) => [s.name, s]));
  for (const handler of handlers) {
    const { kind } = handler;
    // A worker takes up to five jobs at a time and fetches again at once while batches come back
    // full (pg-boss waits a poll between fetches otherwise: 1,000 jobs drained at 8 a second).
    await boss.work<object>(
      kind.name,
      {
        localConcurrency: kind.concurrency ?? 1,
        pollingIntervalSeconds: pollSeconds,
        batchSize: kind.batchSize ?? 5,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (batch) => {
        if (handler.handleBatch) return attempt.batch(handler, batch);
        const results: JobResult[] = [];
        for (const job of batch) {
          try {
            await attempt(handler, job);
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
};

/**
 * Runs, in this process and now, every job that is ready, completed or failed through the queue
 * as a worker would (tests and one-off commands, where no worker polls). The number run.
 */
export const runReady = async (
  boss: PgBoss,
  handlers: readonly AnyHandler[],
  attempt: Attempt,
): Promise<number> => {
  let ran = 0;
  for (const handler of handlers) {
    const { kind } = handler;
    for (;;) {
      const [job] = await boss.fetch<object>(kind.name);
      if (!job) break;
      ran += 1;
      try {
        await attempt(handler, job);
        await boss.complete(kind.name, job.id);
      } catch (error) {
        await boss.fail(kind.name, job.id, { message: (error as Error).message });
      }
    }
  }
  return ran;
};
