/**
 * `npm run seed:scale -- --members 1000000 [--seed 1] [--until 2026-11-30] [--workouts 400]`
 * Builds a studio of that many members with three years of history on an empty PostgreSQL database
 * (DATABASE_URL), deterministic from the seed and the day the history ends (today, UTC, unless
 * given), for the scale bench (issue 40). Every member's password is `scale-member-pass`.
 */
import { parseArgs } from 'node:util';
import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { SCALE_MEMBER_PASSWORD, SeedRefused, seedScale } from '../ops/scale-seed';
import { runCommand } from './run-command';

const positive = (name: string, value: string | undefined, fallback: number, min: number): number => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    throw new RangeError(`--${name} must be a whole number of at least ${min}`);
  return n;
};

const main = async (): Promise<number> => {
  let members: number;
  let seed: number;
  let workouts: number;
  let until: string;
  try {
    const { values } = parseArgs({
      options: {
        members: { type: 'string' },
        seed: { type: 'string' },
        until: { type: 'string' },
        workouts: { type: 'string' },
      },
      strict: true,
    });
    if (values.members === undefined)
      throw new RangeError('--members is required (how many members to make)');
    members = positive('members', values.members, 0, 1);
    seed = positive('seed', values.seed, 1, 0);
    workouts = positive('workouts', values.workouts, 400, 0);
    until = values.until ?? new Date().toISOString().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(Date.parse(`${until}T00:00:00Z`)))
      throw new RangeError('--until must be a day as YYYY-MM-DD');
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error('seed:scale builds on PostgreSQL: set DATABASE_URL to an empty database');
    return 2;
  }
  const started = performance.now();
  try {
    const report = await seedScale({
      url: config.DATABASE_URL,
      members,
      seed,
      until,
      workouts,
      studioZone: config.STUDIO_TIME_ZONE,
      storage: createStorage(config),
      currency: config.STUDIO_CURRENCY,
      log: (line) => console.log(line),
    });
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(`\n${members} members (${report.premiumNow} premium now), seed ${seed}, history to ${until}`);
    for (const [table, rows] of Object.entries(report.rows)) console.log(`  ${table.padEnd(22)} ${rows}`);
    console.log(
      `took ${seconds} s (prepare ${report.seconds.prepare} s, copy ${report.seconds.copy} s, indexes ${report.seconds.indexes} s, vacuum and analyze ${report.seconds.finish} s); database ${(report.databaseBytes / 2 ** 30).toFixed(2)} GiB`,
    );
    console.log(`every member's password: ${SCALE_MEMBER_PASSWORD}`);
    return 0;
  } catch (error) {
    if (error instanceof SeedRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
};

await runCommand(main);
