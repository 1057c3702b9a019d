/**
 * The job queue (decision 0018): how long opening it takes on a migrated database, and how fast
 * one process's workers drain 1,000 small jobs (4 at once), on PGlite in process and on
 * PostgreSQL when DATABASE_URL is set. The mail a member waits for is one such job.
 */
import pino from 'pino';
import { openDatabase } from '../apps/server/src/db/client';
import { jobHandler, jobKind, openJobs } from '../apps/server/src/jobs/queue';
import { ownDatabase } from './processes';

const JOBS = 1_000;
const KIND = jobKind<{ n: number }>({ name: 'bench_noop', policy: { retryLimit: 0 }, concurrency: 4 });

export const benchJobQueue = async (databaseUrl: string | undefined) => {
  const own = await ownDatabase(databaseUrl);
  const database = openDatabase({ url: own.url, dataDir: null, listen: false });
  try {
    await database.migrate();
    const log = pino({ level: 'silent' });
    let started = performance.now();
    const first = await openJobs(database, { work: false, log });
    const install = performance.now() - started;
    await first.stop();
    let done = 0;
    let finished = () => {};
    const all = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const count = jobHandler(KIND, async () => {
      done += 1;
      if (done === JOBS) finished();
    });
    started = performance.now();
    const sender = await openJobs(database, { work: false, log });
    await sender.start([count]);
    const reopen = performance.now() - started;
    started = performance.now();
    for (let n = 0; n < JOBS; n += 1) await sender.send(KIND, { n });
    const queued = performance.now() - started;
    started = performance.now();
    const worker = await openJobs(database, { work: true, log, pollSeconds: 0.5 });
    await worker.start([count]);
    await all;
    const drained = performance.now() - started;
    await worker.stop();
    await sender.stop();
    const rate = (ms: number) => `${((JOBS / ms) * 1000).toFixed(0)} jobs/s`;
    console.log(
      `\nJob queue (pg-boss) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: schema install ${install.toFixed(0)} ms, open ${reopen.toFixed(0)} ms; ${JOBS} jobs queued one by one in ${queued.toFixed(0)} ms (${rate(queued)}), drained by one process in ${drained.toFixed(0)} ms (${rate(drained)})`,
    );
  } finally {
    await database.close();
    await own.drop();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchJobQueue(undefined);
  if (process.env.DATABASE_URL) await benchJobQueue(process.env.DATABASE_URL);
}
