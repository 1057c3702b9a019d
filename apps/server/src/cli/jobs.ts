/**
 * `npm run jobs` — the queue as an operator sees it (decision 0018): the jobs waiting, running and
 * failed per kind, and every job in the dead-letter state with its error.
 * `npm run jobs -- --retry <id> --kind <name>` puts a dead job back in its queue (once the cause,
 * say a wrong SMTP password, is fixed). Reads the database the server uses (DATABASE_URL, or PGlite
 * in DATA_DIR; a PGlite studio's server must be stopped first, one process owns its folder).
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { MEMBER_FILE_SWEEP, PURGE_SPENT_TOKENS } from '../features/accounts';
import { TRIAL_ENDING } from '../features/billing';
import { VIDEO_TRANSCODE } from '../features/library';
import { STUDIO_ROLLUP } from '../features/studio';
import { MAIL } from '../jobs/mail';
import { type JobKind, openJobs } from '../jobs/queue';
import { runCommand } from './run-command';

const KINDS: JobKind<object>[] = [
  MAIL,
  MEMBER_FILE_SWEEP,
  PURGE_SPENT_TOKENS,
  VIDEO_TRANSCODE,
  STUDIO_ROLLUP,
  TRIAL_ENDING,
];

const main = async (): Promise<number> => {
  let values: { retry?: string; kind?: string };
  try {
    values = parseArgs({
      options: { retry: { type: 'string' }, kind: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  if (Boolean(values.retry) !== Boolean(values.kind)) {
    console.error('--retry <job id> needs --kind <name> (the kind the dead job listing shows)');
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    listen: false,
  });
  const jobs = await openJobs(database, { work: false, log: pino({ level: 'warn' }) });
  // Handlers that do nothing: this command runs no job; its kinds are the depth's rows.
  await jobs.start(KINDS.map((kind) => ({ kind, handle: async () => {} })));
  try {
    if (values.retry && values.kind) {
      const retried = await jobs.retry(values.kind, values.retry);
      console.log(
        retried ? `job ${values.retry} queued again` : `no dead job ${values.retry} of kind ${values.kind}`,
      );
      return retried ? 0 : 1;
    }
    console.log('kind                  queued  active  failed');
    for (const [name, depth] of Object.entries(await jobs.depth())) {
      console.log(
        `${name.padEnd(20)} ${String(depth.queued).padStart(7)} ${String(depth.active).padStart(7)} ${String(depth.failed).padStart(7)}`,
      );
    }
    const dead = await jobs.dead();
    console.log(
      `\n${dead.length} dead job${dead.length === 1 ? '' : 's'}${dead.length > 0 ? ' (newest first):' : ''}`,
    );
    for (const job of dead) {
      console.log(
        `${job.createdOn.toISOString()}  ${job.name}  ${job.id}  after ${job.retries} retries: ${job.error}`,
      );
    }
    return 0;
  } finally {
    await jobs.stop();
    await database.close();
  }
};

await runCommand(main);
