/**
 * `npm run bench -- --scale` (issue 40): the studio at scale against the same studio small. The
 * database of DATABASE_URL holds a studio made by `npm run seed:scale`; the bench seeds a 1,000-member
 * one beside it (same seed, same last day), runs the built server on each in its own process, and
 * times, one request at a time from here, a request on one studio then the same on the other:
 *  - every member page-load GET (bench/hot-path.ts's list) for SCALE_SAMPLE premium members who
 *    are in both studios alike, each request the first after a change of the member (their cache
 *    cannot answer);
 *    goal: p95 within 1.2× the small studio's;
 *  - a search of the on-demand store;
 *  - the console: the members list, a search by name, a member's page, and the dashboard (its
 *    first read with no day rolled up, which rolls up 90 days, and then read again); goal p95 < 1 s;
 *  - the dashboard's rollup as its hourly job runs it: the day that just ended, and its 90 days
 *    from nothing (goal: under a minute); the cohorts' months from nothing and the running one;
 *  - the cohorts (decision 0056) over 12 and 36 months (goal p95 < 1 s).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_HEADERS, apiPaths, libraryPaths, studioPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createStorage } from '../apps/server/src/adapters/storage';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { rollUpCohorts, rollUpStudio } from '../apps/server/src/features/studio';
import { SCALE_MEMBER_PASSWORD, seedScale } from '../apps/server/src/ops/scale-seed';
import { pageLoadPaths } from './hot-path';
import { ownDatabase, startStudio } from './processes';

const SAMPLE = Number(process.env.SCALE_SAMPLE ?? 30);
const ROUNDS = Number(process.env.SCALE_ROUNDS ?? 10);
const SMALL = 1000;

type Timing = { p50: number; p95: number; n: number };
type Figures = Map<string, Timing>;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const timing = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), n: sorted.length };
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const signIn = async (base: string, email: string) => {
  const response = await fetch(`${base}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SCALE_MEMBER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { [AUTH_HEADERS.email]: email, [AUTH_HEADERS.token]: token };
};

const timed = async (url: string, headers: Record<string, string>) => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ms;
};

type Side = {
  label: string;
  url: string;
  base: string;
  figures: Figures;
  members: { id: string; email: string; last_name: string; headers: Record<string, string> }[];
  owner: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * The built server on the studio of `url`, with SAMPLE premium members signed in. They are taken
 * from the first SMALL members, whom the seed makes alike in both studios (the same generator in
 * the same order): the same people with the same history, in a studio of 1,000 and of a million.
 */
const openSide = async (url: string, label: string): Promise<Side> => {
  const sample = await withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string; email: string; last_name: string }>(
      `with live as (select u.id, u.email, u.last_name, row_number() over (order by u.id) as n,
          count(*) over () as total
        from users u join member_profiles p on p.user_id = u.id
        join subscriptions s on s.user_id = u.id and s.status = 'active'
        where u.id < (select min(id) from users where role = 'member') + $2)
      select id, email, last_name from live where n % greatest(total / $1, 1) = 0 order by id limit $1`,
      [SAMPLE, SMALL],
    );
    return rows;
  });
  const studio = await startStudio(url, undefined, { env: { LOG_LEVEL: 'warn' } });
  const members = [];
  for (const m of sample) members.push({ ...m, headers: await signIn(studio.url, m.email) });
  if (members.length === 0) throw new Error(`no premium member with a profile in the ${label} studio`);
  const owner = await signIn(studio.url, 'owner1@staff.example.com');
  return { label, url, base: studio.url, figures: new Map(), members, owner, stop: () => studio.stop() };
};

/**
 * Each read `ROUNDS` times on both studios, a request on one then the same on the other, so that
 * whatever else the machine does falls on both alike. `read(side, i)` is the i-th request's path
 * and headers; `before` runs ahead of each (untimed).
 */
const alternate = async (
  sides: Side[],
  name: string,
  count: number,
  read: (side: Side, i: number) => { path: string; headers: Record<string, string> },
  before: (side: Side, i: number) => Promise<void> = async () => {},
  rounds = ROUNDS,
) => {
  const samples = new Map<Side, number[]>(sides.map((side) => [side, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < count; i += 1) {
      for (const side of sides) {
        await before(side, i);
        const { path: p, headers } = read(side, i);
        samples.get(side)?.push(await timed(`${side.base}${p}`, headers));
      }
    }
  }
  for (const side of sides) side.figures.set(name, timing(samples.get(side) ?? []));
};

/** The member and console reads, timed on both studios side by side. */
const measure = async (sides: Side[]) => {
  const first = sides[0] as Side;
  const get = async (p: string) => {
    const member = first.members[0] as Side['members'][number];
    const response = await fetch(`${first.base}${p}`, { headers: member.headers });
    if (!response.ok) throw new Error(`${p}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  // The same catalogue on both (the same import, then the same seed): one list of paths serves both.
  const paths = await pageLoadPaths(get);
  const clients = new Map<Side, pg.Client>();
  for (const side of sides) {
    const client = new pg.Client({ connectionString: side.url });
    await client.connect();
    clients.set(side, client);
  }
  try {
    const count = Math.min(...sides.map((side) => side.members.length));
    for (const [name, p] of paths) {
      await alternate(
        sides,
        name,
        count,
        (side, i) => ({ path: p, headers: (side.members[i] as Side['members'][number]).headers }),
        async (side, i) => {
          // The first read after a change of the member: the member cache cannot answer it.
          const member = side.members[i] as Side['members'][number];
          await clients.get(side)?.query(`notify studio_member_changed, '${Number(member.id)}'`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      );
    }
    const queries = ['hiit', 'yoga strength', 'stretches', 'core 12'];
    await alternate(sides, 'GET search', queries.length, (side, i) => ({
      path: `${libraryPaths.search('on_demand')}?q=${encodeURIComponent(queries[i] as string)}`,
      headers: (side.members[0] as Side['members'][number]).headers,
    }));
    await alternate(sides, 'console: members list', 1, (side) => ({
      path: studioPaths.members,
      headers: side.owner,
    }));
    await alternate(sides, 'console: members search', Math.min(count, 10), (side, i) => ({
      path: `${studioPaths.members}?q=${encodeURIComponent((side.members[i] as Side['members'][number]).last_name)}`,
      headers: side.owner,
    }));
    await alternate(sides, 'console: a member', Math.min(count, 10), (side, i) => ({
      path: studioPaths.member((side.members[i] as Side['members'][number]).id),
      headers: side.owner,
    }));
    // The cohorts (decision 0056): every month rolled up from nothing, as a first hourly job does,
    // then read as the console does.
    for (const side of sides) {
      const database = openDatabase({ url: side.url, dataDir: null, listen: false });
      try {
        await database.db.execute(sql`delete from analytics_cohort_months`);
        const started = performance.now();
        await rollUpCohorts(database.db, { zone: loadConfig({}).STUDIO_TIME_ZONE, now: new Date() });
        const ms = performance.now() - started;
        side.figures.set('rollup: cohorts, every month from nothing', { p50: ms, p95: ms, n: 1 });
      } finally {
        await database.close();
      }
    }
    for (const months of [12, 36]) {
      await alternate(
        sides,
        `console: cohorts, ${months} months`,
        1,
        (side) => ({ path: `${studioPaths.analyticsCohorts}?months=${months}`, headers: side.owner }),
        undefined,
        5,
      );
    }
    // The dashboard with no day rolled up yet (its first read rolls up the 90 days), then read again.
    for (const side of sides) {
      await clients.get(side)?.query('delete from studio_days; delete from studio_weeks');
      const firstRead = await timed(`${side.base}${studioPaths.dashboard}?days=90`, side.owner);
      side.figures.set('console: dashboard, first read (90 days to roll up)', {
        p50: firstRead,
        p95: firstRead,
        n: 1,
      });
    }
    for (const days of [7, 30, 90]) {
      await alternate(
        sides,
        `console: dashboard ${days} days`,
        1,
        (side) => ({ path: `${studioPaths.dashboard}?days=${days}`, headers: side.owner }),
        undefined,
        5,
      );
    }
  } finally {
    for (const client of clients.values()) await client.end();
  }
};

/**
 * The dashboard's rollup (decision 0021) as the hourly job runs it: the day that just ended (its
 * row and its week's removed first), and its whole window of 90 days from nothing.
 */
const timeRollups = async (side: Side) => {
  const database = openDatabase({ url: side.url, dataDir: null, listen: false });
  try {
    const scope = { zone: loadConfig({}).STUDIO_TIME_ZONE, now: new Date() };
    await rollUpStudio(database.db, scope);
    const time = async (
      name: string,
      clear: string,
      rollUp: (db: typeof database.db, at: typeof scope) => Promise<unknown> = rollUpStudio,
    ) => {
      await database.db.execute(sql.raw(clear));
      const started = performance.now();
      await rollUp(database.db, scope);
      const ms = performance.now() - started;
      side.figures.set(name, { p50: ms, p95: ms, n: 1 });
    };
    await time(
      'rollup: the day that ended',
      `delete from studio_weeks where week_start = (select max(week_start) from studio_weeks);
       delete from studio_days where day = (select max(day) from studio_days)`,
    );
    await time('rollup: 90 days from nothing', 'delete from studio_days; delete from studio_weeks');
    await time(
      'rollup: cohorts, the running month again',
      'delete from analytics_cohort_months where month = (select max(month) from analytics_cohort_months)',
      rollUpCohorts,
    );
  } finally {
    await database.close();
  }
};

export const benchScale = async (largeUrl: string) => {
  const [facts] = await withClient(largeUrl, async (client) => {
    const { rows } = await client.query<{ members: number; until: string; bytes: string }>(
      `select count(*)::int as members, (max(created_at) at time zone 'UTC')::date + 1 as until,
        pg_database_size(current_database()) as bytes from users where role = 'member'`,
    );
    return rows;
  });
  if (!facts || facts.members === 0)
    throw new Error('DATABASE_URL holds no seeded studio: run npm run seed:scale first');
  const until = new Date(facts.until).toISOString().slice(0, 10);
  console.log(
    `\nThe studio at scale: ${facts.members} members (${(Number(facts.bytes) / 2 ** 30).toFixed(1)} GiB) against ${SMALL}, history to ${until}; ${SAMPLE} members × ${ROUNDS} rounds, one request at a time`,
  );
  const small = await ownDatabase(largeUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-scale-small-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
    await seedScale({
      url: small.url as string,
      members: SMALL,
      seed: 1,
      until,
      workouts: 400,
      studioZone: config.STUDIO_TIME_ZONE,
      storage: createStorage(config),
      currency: config.STUDIO_CURRENCY,
      log: () => {},
    });
    const sides = [await openSide(small.url as string, 'small'), await openSide(largeUrl, 'large')];
    const same =
      sides[0]?.members.map((m) => m.email).join() === sides[1]?.members.map((m) => m.email).join();
    console.log(
      `  the ${sides[0]?.members.length} members read are ${same ? 'the same people in both' : 'NOT the same in both'}`,
    );
    try {
      await measure(sides);
    } finally {
      for (const side of sides) await side.stop();
    }
    for (const side of sides) await timeRollups(side);
    const [smallFigures, largeFigures] = sides.map((side) => side.figures) as [Figures, Figures];
    const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
    console.log(
      `  ${'read'.padEnd(44)} ${'small p50'.padStart(10)} ${'p95'.padStart(10)} ${'large p50'.padStart(10)} ${'p95'.padStart(10)}  ratio  goal`,
    );
    for (const [name, large] of largeFigures) {
      const s = smallFigures.get(name);
      const ratio = s ? large.p95 / s.p95 : Number.NaN;
      const kind = name.startsWith('rollup') ? 'rollup' : name.startsWith('console') ? 'console' : 'member';
      // A rollup from nothing is the full rebuild (goal 15 min); one day or month, a minute.
      const rebuild = name.includes('from nothing');
      const goal = {
        member: 'p95 ≤ 1.2× small',
        console: 'p95 < 1 s',
        rollup: rebuild ? '< 15 min' : '< 1 min',
      }[kind];
      const met = {
        member: ratio <= 1.2,
        console: large.p95 < 1000,
        rollup: large.p95 < (rebuild ? 15 * 60_000 : 60_000),
      }[kind];
      console.log(
        `  ${name.padEnd(44)} ${ms(s?.p50 ?? Number.NaN)} ${ms(s?.p95 ?? Number.NaN)} ${ms(large.p50)} ${ms(large.p95)}  ${ratio.toFixed(2)}×  ${goal} ${met ? 'MET' : 'NOT MET'}`,
      );
    }
  } finally {
    await small.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
