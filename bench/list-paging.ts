/**
 * The first and the last page of a 10,000-item list (issue 4, DESIGN 5: the last page of a
 * 10,000-item list costs within twice the first), unfiltered and filtered, with the SQL statements
 * each request sends.
 */
import { libraryPaths, PAGE_SIZE } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client';
import { coldGet } from './cold-get';

const LIST_SIZE = 10_000;

/** Seeds one category of LIST_SIZE workouts, each with a trainer and half of them a `level` option. */
const seedList = async (db: Db): Promise<{ listId: number; optionId: number }> => {
  await db.execute(sql`insert into trainers (key, name) values ('bench-trainer', 'Bench Trainer')`);
  await db.execute(sql`
    insert into items (key, kind, store_id, title, duration_seconds, video_hls, published_at)
    select 'bench-' || n, 'workout', 'on_demand', 'Bench workout ' || n, 1200, 'catalog/v/index.m3u8',
      timestamptz '2026-01-01' + n * interval '1 minute'
    from generate_series(1, ${LIST_SIZE}) n`);
  await db.execute(sql`
    insert into item_trainers (item_id, trainer_id, position)
    select i.id, t.id, 0 from items i, trainers t where i.key like 'bench-%' and t.key = 'bench-trainer'`);
  await db.execute(
    sql`insert into lists (key, store_id, kind, title, position) values ('bench', 'on_demand', 'categories', 'Bench', 0)`,
  );
  await db.execute(sql`
    insert into list_items (list_id, position, item_id)
    select l.id, row_number() over (order by i.id) - 1, i.id from items i, lists l
    where i.key like 'bench-%' and l.key = 'bench'`);
  await db.execute(
    sql`insert into filter_groups (key, store_id, title, position) values ('bench-level', 'on_demand', 'Level', 0)`,
  );
  await db.execute(sql`
    insert into filter_options (group_id, key, title, position)
    select id, 'bench-beginner', 'Beginner', 0 from filter_groups where key = 'bench-level'`);
  await db.execute(sql`
    insert into item_filter_options (item_id, option_id)
    select i.id, o.id from items i, filter_options o where i.key like 'bench-%' and i.id % 2 = 0`);
  await db.execute(sql`analyze`);
  const ids = (await db.execute(sql`
    select (select id from lists where key = 'bench') as list_id, (select id from filter_options where key = 'bench-beginner') as option_id`)) as unknown as {
    rows: { list_id: number; option_id: number }[];
  };
  const row = ids.rows[0];
  return { listId: Number(row?.list_id), optionId: Number(row?.option_id) };
};

export const benchListPaging = async ({
  app,
  db,
  headers,
  statements,
  requests,
}: {
  app: FastifyInstance;
  db: Db;
  headers: Record<string, string>;
  /** The statements counted so far (the database's onQuery counter). */
  statements: () => number;
  requests: number;
}): Promise<void> => {
  const { listId, optionId } = await seedList(db);
  const url = (offset: number, filter: boolean) =>
    `${libraryPaths.list('on_demand', 'categories', listId)}?offset=${offset}${filter ? `&filters=${optionId}` : ''}`;
  const cold = (target: string) => coldGet({ app, db, statements, url: target, headers });
  const measure = async (offset: number, filter: boolean) => {
    const target = url(offset, filter);
    // Warm up (prepared plans, caches) so the first measured page is not paying for the start.
    for (let i = 0; i < 20; i += 1) await cold(target);
    const once = await cold(target);
    const count = (once.response.json() as { items: unknown[] }).items.length;
    let ms = 0;
    for (let i = 0; i < requests; i += 1) ms += (await cold(target)).ms;
    return { ms: ms / requests, count, perRequest: once.statements };
  };
  console.log(
    `\nList of ${LIST_SIZE} items, ${requests} sequential requests each, each the first after a change (app.inject, no network):`,
  );
  for (const filter of [false, true]) {
    const total = filter ? LIST_SIZE / 2 : LIST_SIZE;
    const first = await measure(0, filter);
    const last = await measure(total - PAGE_SIZE, filter);
    const label = filter ? 'filtered (half match)' : 'unfiltered';
    for (const [name, r] of [
      ['first page', first],
      ['last page', last],
    ] as const) {
      console.log(
        `  ${`${label}, ${name}`.padEnd(34)} ${r.ms.toFixed(2).padStart(7)} ms/request  ${r.count} items  ${r.perRequest} SQL statements`,
      );
    }
    const ratio = last.ms / first.ms;
    console.log(`  ${label}: last/first ${ratio.toFixed(2)}× (goal ≤ 2×) ${ratio <= 2 ? 'MET' : 'NOT MET'}`);
  }
};
