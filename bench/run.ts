/**
 * npm run bench: measured side by side in one run (DESIGN 6, STACK-NOTES "Load").
 *  1. The hot read path (bench/hot-path.ts): GET /me and the member GETs the app makes on page
 *     load, the server in its own process as `npm start` runs it, each beside a bare node:http
 *     server answering the same bytes, autocannon in a third process; on PGlite, and on PostgreSQL
 *     too when DATABASE_URL is set. Goals: /me ≥ 0.5× bare (PostgreSQL), ≥ 0.25× (PGlite), p99 < 25 ms;
 *     the others ≥ 0.25×.
 *     SQL statements of each of those GETs with nothing cached (bench/cold-statements.ts; goal ≤ 2).
 *  2. first and last page of a 10,000-item list (unfiltered, filtered) and SQL statements per
 *     request; goal: the last page within twice the first (bench/list-paging.ts).
 *  3. GET /api/v4/home and GET /me for a member with 10 and with 10,000 finished workouts
 *     (bench/member-history.ts); goal: the same cost.
 *  4. page weight (bench/weight.ts): the JavaScript /sign/login loads (goal ≤ 150 KB gzip, ≤ 12
 *     requests until interactive) and /page/home signed in (goal ≤ 250 KB gzip), in Chromium.
 *  5. Lighthouse (bench/lighthouse.ts) on /sign/login and /page/home signed in: performance ≥ 95,
 *     accessibility and best practices 100, with LCP, TBT and CLS (BENCH_LIGHTHOUSE=0 skips it).
 *  6. start-up of the built server to /api/health 200 (first start and restart; goal: under 3 s).
 *  7. the job queue: opening it, and 1,000 jobs queued and drained (bench/job-queue.ts).
 *  8. search over 5,000 items (bench/search.ts): p50 and p95 per kind of search, statements per
 *     request; goals: p95 under 30 ms, ≤ 2 statements (issue 36).
 *  9. Play → first frame in Chromium on a class the server converted, 20 plays on the loopback and
 *     on throttled 4G, and the rebuffering of a 60-s play on 4G (bench/first-frame.ts; goals: p75
 *     ≤ 1.0 s and ≤ 2.0 s, rebuffering < 1 %; BENCH_FIRST_FRAME=0 skips it).
 * 10. live classes (bench/live.ts): first pushed frame → first playable segment, glass to glass in
 *     Chromium's player (goal ≤ 6 s), chat fan-out to 1,000 streams over 3 processes (p99 < 500 ms;
 *     BENCH_LIVE=0 skips it).
 * 11. reminders to 100,000 members (bench/reminders.ts): the sweep, and delivery by the server's
 *     workers to a push service on this machine that decrypts each message; goal: under 5 minutes
 *     (BENCH_REMINDER_MEMBERS changes the count).
 * 12. a challenge's leaderboard with 100,000 participants (bench/leaderboard.ts): p95 of its read;
 *     goal under 50 ms.
 * `npm run bench -- --scale` runs bench/scale.ts alone instead: the studio `npm run seed:scale`
 * made in DATABASE_URL against a 1,000-member one (issue 40).
 * Start-up (6) and the pages (4 and 5) run first, before anything has loaded the machine or its
 * database.
 * BENCH_SECONDS=0 skips the load tests; BENCH_HOT_ONLY=/me loads the paths whose name has it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, emptyWorkoutDays } from '@studio/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createDeps } from '../apps/server/src/deps';
import { importDemoCatalogIfEmpty } from '../apps/server/src/features/library/catalog/demo-catalog';
import { benchColdStatements } from './cold-statements';
import { benchFirstFrame } from './first-frame';
import { benchHotPath } from './hot-path';
import { benchJobQueue } from './job-queue';
import { benchLeaderboard } from './leaderboard';
import { benchLighthouse } from './lighthouse';
import { benchListPaging } from './list-paging';
import { benchLive } from './live';
import { benchMemberHistory } from './member-history';
import { benchStartup } from './processes';
import { benchReminders } from './reminders';
import { benchScale } from './scale';
import { benchSearch } from './search';
import { benchWeight } from './weight';

// `npm run bench -- --scale`: the seeded studio of DATABASE_URL against a small one, alone.
if (process.argv.includes('--scale')) {
  if (!process.env.DATABASE_URL) {
    console.error('bench --scale reads the studio npm run seed:scale made: set DATABASE_URL to its database');
    process.exit(2);
  }
  await benchScale(process.env.DATABASE_URL);
  process.exit(0);
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

// Start-up first, then the pages, each on a quiet machine: start-up measured after the browser
// benches took the PGlite restart from 2.0 s to 2.6-3.2 s (Chromium and Lighthouse winding down).
await benchStartup(undefined);
if (process.env.DATABASE_URL) await benchStartup(process.env.DATABASE_URL);

// Then the pages: run last, after the load tests and the 10,000-row seeds,
// while the databases caught up on their own upkeep, home's median blocking time was 455 ms where
// Lighthouse alone on the same build measured 316 ms.
// A page bench that fails says so and leaves the server benches to run.
try {
  await benchWeight();
  if (process.env.BENCH_LIGHTHOUSE !== '0') await benchLighthouse();
  if (process.env.BENCH_FIRST_FRAME !== '0') await benchFirstFrame();
  if (process.env.BENCH_LIVE !== '0') await benchLive();
} catch (error) {
  console.log(`\nThe page benches failed: ${error instanceof Error ? error.message : error}`);
}

await benchJobQueue(undefined);
if (process.env.DATABASE_URL) await benchJobQueue(process.env.DATABASE_URL);
await benchReminders(undefined);
if (process.env.DATABASE_URL) await benchReminders(process.env.DATABASE_URL);
await benchLeaderboard(undefined);
if (process.env.DATABASE_URL) await benchLeaderboard(process.env.DATABASE_URL);

if (DURATION > 0) {
  console.log(`${os.cpus().length} cores`);
  await benchHotPath({ databaseUrl: undefined, seconds: DURATION, connections: CONNECTIONS });
  if (process.env.DATABASE_URL) {
    await benchHotPath({
      databaseUrl: process.env.DATABASE_URL,
      seconds: DURATION,
      connections: CONNECTIONS,
    });
  }
}

// The in-process figures: statements per request and what history costs (app.inject, no network).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
// DATABASE_URL measures on PostgreSQL (e.g. `bash scripts/with-postgres.sh npm run bench`); PGlite otherwise.
let statements = 0;
const database = openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: null,
  onQuery: () => {
    statements += 1;
  },
});
await database.migrate();
const app = await buildApp({
  deps: createDeps(config, database),
  logger: false,
});
// The demo catalogue, as `npm start` imports it: its programs are what "GET a program" asks for.
await importDemoCatalogIfEmpty({
  db: database.db,
  storage: app.deps.storage,
  currency: config.STUDIO_CURRENCY,
});

const email = `bench-${Date.now()}@example.com`;
const register = await app.inject({
  method: 'POST',
  url: apiPaths.register,
  payload: { name: 'Bench', last_name: 'Member', email, password: 'bench-pass' },
});
const { token } = register.json() as { token: string };
const headers = { 'x-user-email': email, 'x-user-token': token };
await app.inject({
  method: 'POST',
  url: apiPaths.profiles,
  headers,
  payload: { weekly_goal: 2, workout_days: { ...emptyWorkoutDays(), monday: true, thursday: true } },
});

await benchSearch({
  app,
  db: database.db,
  headers,
  statements: () => statements,
  requests: Number(process.env.BENCH_SEARCH_REQUESTS ?? 100),
});

await benchListPaging({
  app,
  db: database.db,
  headers,
  statements: () => statements,
  requests: Number(process.env.BENCH_LIST_REQUESTS ?? 200),
});

// After the list bench, whose list and items the library GETs find.
await benchColdStatements({
  app,
  db: database.db,
  userId: (register.json() as { id: number }).id,
  headers,
  statements: () => statements,
});

await benchMemberHistory({
  app,
  db: database.db,
  statements: () => statements,
  requests: Number(process.env.BENCH_HISTORY_REQUESTS ?? 100),
});

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
