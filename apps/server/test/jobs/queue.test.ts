import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Jobs, jobHandler, jobKind, openJobs } from '../../src/jobs/queue';
import { createTestApp, type TestApp } from '../helper';

const CLI = path.join(import.meta.dirname, '../../src/cli/jobs.ts');

/**
 * The job queue (issue 16, decision 0018) on this pass's database, PGlite or PostgreSQL: jobs
 * queued in a transaction live or die with it, workers of any "process" (here two queue
 * instances) take them, a failure is retried with backoff, and one that always fails ends in the
 * dead-letter state with its error.
 */
const log = pino({ level: 'silent' });

const ECHO = jobKind<{ n: number }>({ name: 'test_echo', policy: { retryLimit: 3, retryDelay: 1 } });
const FLAKY = jobKind<{ key: string }>({
  name: 'test_flaky',
  policy: { retryLimit: 5, retryDelay: 1, retryBackoff: true },
});
const BATCHED = jobKind<{ n: number }>({
  name: 'test_batched',
  policy: { retryLimit: 2, retryDelay: 1 },
  batchSize: 10,
});
const DOOMED = jobKind<{ reason: string }>({ name: 'test_doomed', policy: { retryLimit: 1, retryDelay: 1 } });

let t: TestApp;
const opened: Jobs[] = [];
const open = async (work: boolean, handlers: Parameters<Jobs['start']>[0]) => {
  const jobs = await openJobs(t.database, { work, log, pollSeconds: 0.5 });
  opened.push(jobs);
  await jobs.start(handlers);
  return jobs;
};

const until = async (check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const jobs of opened) await jobs.stop();
  await t?.close();
});
beforeEach(async () => {
  for (const jobs of opened.splice(0)) await jobs.stop();
  await t.truncateAll();
});

describe('the job queue', () => {
  it('keeps a job queued in a transaction only if the transaction commits', async () => {
    const seen: number[] = [];
    const jobs = await open(false, [jobHandler(ECHO, async ({ n }) => void seen.push(n))]);
    await t.db
      .transaction(async (tx) => {
        await jobs.send(ECHO, { n: 1 }, { db: tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await jobs.send(ECHO, { n: 2 }, { db: tx });
    });
    expect(await jobs.runReady()).toBe(1);
    expect(seen).toEqual([2]);
    // Completed, so nothing is left to run.
    expect(await jobs.runReady()).toBe(0);
  });

  it('is worked by whichever process is free, and retries a failure with backoff until it succeeds', async () => {
    const sender = await open(false, []);
    const attempts: { at: number; retry: number }[] = [];
    const done: string[] = [];
    await open(true, [
      jobHandler(FLAKY, async ({ key }, job) => {
        attempts.push({ at: Date.now(), retry: job.retryCount });
        if (attempts.length < 3) throw new Error(`SMTP said no (${attempts.length})`);
        done.push(key);
      }),
    ]);
    await sender.send(FLAKY, { key: 'a' });
    await until(() => done.length === 1);
    expect(done).toEqual(['a']);
    expect(attempts.map((a) => a.retry)).toEqual([0, 1, 2]);
    // Backoff: the second wait is at least the first delay doubled (1 s, then 2 s or more).
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
  }, 30_000);

  it('counts each job of a batch its handler takes together, and retries only those it says failed', async () => {
    const seen: string[] = [];
    const batches: number[][] = [];
    const jobs = await openJobs(t.database, { work: true, log, pollSeconds: 0.5 });
    opened.push(jobs);
    await jobs.start(
      [
        jobHandler(
          BATCHED,
          async () => {
            throw new Error('taken one by one');
          },
          async (batch) => {
            batches.push(batch.map(({ n }) => n));
            // The first attempt fails them all; the second, only its first job.
            if (batches.length === 1) throw new Error('push service answered 500');
            return batches.length === 2 ? new Set([0]) : undefined;
          },
        ),
      ],
      { onAttempt: (kind, outcome) => seen.push(`${kind}:${outcome}`) },
    );
    await jobs.sendMany(BATCHED, [{ n: 1 }, { n: 2 }, { n: 3 }]);
    await until(() => seen.filter((one) => one.endsWith('completed')).length === 3);
    const failedFirst = batches[0]?.length ?? 0;
    expect(failedFirst).toBeGreaterThan(0);
    expect(seen.filter((one) => one === 'test_batched:failed')).toHaveLength(failedFirst + 1);
    expect(seen.filter((one) => one === 'test_batched:completed')).toHaveLength(3);
    // The job that failed alone ran again; the others of its batch did not.
    const failedAlone = batches[1]?.[0];
    expect(batches.slice(2).flat()).toContain(failedAlone);
    expect(batches.flat().filter((n) => n === failedAlone)).toHaveLength(3);
  }, 30_000);

  it('ends a job that always fails in the dead-letter state with its error, for an operator', async () => {
    let tries = 0;
    const jobs = await open(true, [
      jobHandler(DOOMED, async ({ reason }) => {
        tries += 1;
        throw new Error(reason);
      }),
    ]);
    await jobs.send(DOOMED, { reason: 'mailbox unavailable' });
    await until(async () => (await jobs.dead()).length === 1);
    expect(tries).toBe(2);
    const [dead] = await jobs.dead();
    expect(dead).toMatchObject({
      name: 'test_doomed',
      retries: 1,
      error: 'mailbox unavailable',
      data: { reason: 'mailbox unavailable' },
    });
    expect((await jobs.depth()).test_doomed).toMatchObject({ queued: 0, active: 0 });

    // The operator's listing says the same, from the command line (PostgreSQL: a PGlite folder
    // has one process at a time, and this file's holds it).
    if (t.database.url) {
      const listing = execFileSync(process.execPath, ['--import', 'tsx', CLI], {
        env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
      expect(listing).toContain('1 dead job');
      expect(listing).toMatch(/test_doomed\s+\S+\s+after 1 retries: mailbox unavailable/);
    }

    // Once the cause is fixed, the operator puts it back and it runs.
    await jobs.stop();
    const fixed: string[] = [];
    const again = await open(true, [jobHandler(DOOMED, async ({ reason }) => void fixed.push(reason))]);
    expect(await again.retry('test_doomed', dead?.id ?? '')).toBe(true);
    await until(() => fixed.length === 1);
    expect(await again.dead()).toEqual([]);
    expect(await again.retry('test_doomed', dead?.id ?? '')).toBe(false);
  }, 30_000);

  it("writes a queue's policy at a start only when it changed (a restart reads them all once)", async () => {
    const policyOf = async () => {
      const { rows } = (await t.database.db.execute(
        sql`select retry_limit, updated_on from pgboss.queue where name = 'test_policy'`,
      )) as unknown as { rows: { retry_limit: number; updated_on: Date }[] };
      return rows[0];
    };
    const kind = (retryLimit: number) => jobKind<object>({ name: 'test_policy', policy: { retryLimit } });
    await open(false, [jobHandler(kind(2), async () => {})]);
    const first = await policyOf();
    expect(first?.retry_limit).toBe(2);
    await open(false, [jobHandler(kind(2), async () => {})]);
    expect(await policyOf()).toEqual(first);
    await open(false, [jobHandler(kind(6), async () => {})]);
    expect((await policyOf())?.retry_limit).toBe(6);
  });
});
