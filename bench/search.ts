/**
 * Search (issue 36): p50 and p95 of a store's search over 5,000 items (20 trainers, a filter group),
 * each request the first after a change (the member cache cannot answer it), with the SQL statements
 * it sends (goal ≤ 2) and the server's time for it in process (app.inject: routing, the statement,
 * presenting; no network). Goal: p95 under 30 ms.
 */
import { libraryPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client';
import { coldGet } from './cold-get';

const ITEMS = 5_000;
const WORDS = [
  'Morning',
  'Evening',
  'Power',
  'Gentle',
  'Core',
  'Yoga',
  'HIIT',
  'Pilates',
  'Stretch',
  'Strength',
];
const MORE = ['Cardio', 'Flow', 'Burn', 'Boxing', 'Dance', 'Mobility', 'Balance', 'Tabata', 'Barre', 'Spin'];

/** 5,000 workouts titled from two word lists ("Power Flow 17"), each with a trainer, a third with an option. */
const seed = async (db: Db): Promise<number> => {
  await db.execute(sql`
    insert into trainers (key, name)
    select 'search-trainer-' || n, (array['Ana','Bruno','Carla','Diego','Elena'])[1 + n % 5] || ' Coach ' || n
    from generate_series(1, 20) n`);
  await db.execute(sql`
    insert into items (key, kind, store_id, title, description, duration_seconds, video_hls, published_at)
    select 'search-' || n, 'workout', 'on_demand',
      (string_to_array(${WORDS.join(',')}, ','))[1 + n % 10] || ' ' ||
        (string_to_array(${MORE.join(',')}, ','))[1 + (n / 10) % 10] || ' ' || n,
      'A class for every level: warm up, work, cool down and stretch. Session ' || n, 1200,
      'catalog/v/index.m3u8', timestamptz '2026-01-01' + n * interval '1 minute'
    from generate_series(1, ${ITEMS}) n`);
  await db.execute(sql`
    insert into item_trainers (item_id, trainer_id, position)
    select i.id, t.id, 0 from items i join trainers t on t.key = 'search-trainer-' || (1 + i.id % 20)
    where i.key like 'search-%'`);
  await db.execute(
    sql`insert into filter_groups (key, store_id, title, position) values ('search-level', 'on_demand', 'Level', 0)`,
  );
  await db.execute(sql`
    insert into filter_options (group_id, key, title, position)
    select id, 'search-beginner', 'Beginner', 0 from filter_groups where key = 'search-level'`);
  await db.execute(sql`
    insert into item_filter_options (item_id, option_id)
    select i.id, o.id from items i, filter_options o
    where i.key like 'search-%' and o.key = 'search-beginner' and i.id % 3 = 0`);
  await db.execute(sql`analyze`);
  const rows = (await db.execute(
    sql`select id from filter_options where key = 'search-beginner'`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(rows.rows[0]?.id);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export const benchSearch = async ({
  app,
  db,
  headers,
  statements,
  requests,
}: {
  app: FastifyInstance;
  db: Db;
  headers: Record<string, string>;
  statements: () => number;
  requests: number;
}): Promise<void> => {
  const optionId = await seed(db);
  const searches = [
    ['a word', 'yoga'],
    ['a prefix as typed', 'pil'],
    ['two words', 'power flow'],
    ['a typo', 'yoag'],
    ['a trainer', 'carla'],
    ['a word and a filter', `yoga&filters=${optionId}`],
    ['nothing found', 'zumba'],
  ] as const;
  const cold = async (q: string) => {
    const answer = await coldGet({
      app,
      db,
      statements,
      url: `${libraryPaths.search('on_demand')}?q=${q}`,
      headers,
    });
    if (answer.response.statusCode !== 200) {
      throw new Error(`search ${q}: ${answer.response.statusCode} ${answer.response.body}`);
    }
    return answer;
  };
  console.log(
    `\nSearch over ${ITEMS} items on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${requests} sequential requests each, each the first after a change:`,
  );
  let worst = 0;
  for (const [name, q] of searches) {
    for (let i = 0; i < 10; i += 1) await cold(q);
    const once = await cold(q);
    const found = (once.response.json() as { groups: { items: unknown[] }[] }).groups.reduce(
      (sum, group) => sum + group.items.length,
      0,
    );
    const times: number[] = [];
    for (let i = 0; i < requests; i += 1) times.push((await cold(q)).ms);
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `  ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  ${String(found).padStart(2)} items  ${once.statements} SQL statements (goal ≤ 2) ${once.statements <= 2 ? 'MET' : 'NOT MET'}`,
    );
  }
  console.log(`  worst p95 ${worst.toFixed(2)} ms (goal < 30 ms) ${worst < 30 ? 'MET' : 'NOT MET'}`);
};
