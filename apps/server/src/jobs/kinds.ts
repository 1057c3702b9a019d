import type { Job, QueueOptions } from 'pg-boss';

/**
 * A kind of background work (decision 0018): its queue's retry policy, how many run at once in
 * one process, and an optional schedule. Senders need only this; the handler is given where the
 * process is wired (`buildApp`), with the adapters it uses.
 */
export type JobKind<T extends object> = {
  name: string;
  policy: QueueOptions;
  /** Jobs of this kind one process runs at once. */
  concurrency?: number;
  /** Jobs one worker fetches at a time (5 unless told): a handler with `handleBatch` takes them together. */
  batchSize?: number;
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
  /**
   * Takes the jobs a worker fetched together in one go (a reminder sweep's 100,000 deliveries: one
   * transaction a batch, not one each). It answers the positions of the jobs that failed (the
   * others completed), or nothing when all completed; all of them fail, and are retried, if it
   * throws.
   */
  handleBatch?: (data: T[]) => Promise<ReadonlySet<number> | undefined>;
};

export const jobHandler = <T extends object>(
  kind: JobKind<T>,
  handle: JobHandler<T>['handle'],
  handleBatch?: JobHandler<T>['handleBatch'],
): JobHandler<T> => (handleBatch ? { kind, handle, handleBatch } : { kind, handle });

// biome-ignore lint/suspicious/noExplicitAny: handlers of different data; each is typed where it is made.
export type AnyHandler = JobHandler<any>;
