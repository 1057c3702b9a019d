/**
 * What a member's history costs (DESIGN 5: `me`, home and stats cost the same for a member with 10
 * or with 10,000 finished workouts): GET /api/v4/home and GET /me for two members, one with 10
 * finished workouts and one with 10,000, in ms and SQL statements per request. Every request is
 * measured as the first after a change of the member, so that the member cache does not answer it.
 */
import { apiPaths, emptyWorkoutDays, homePaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client';

const HISTORIES = [10, 10_000] as const;

const member = async (app: FastifyInstance, label: string) => {
  const email = `history-${label}-${Date.now()}@example.com`;
  const register = await app.inject({
    method: 'POST',
    url: apiPaths.register,
    payload: { name: 'History', last_name: label, email, password: 'bench-pass' },
  });
  const { token, id } = register.json() as { token: string; id: number };
  const headers = { 'x-user-email': email, 'x-user-token': token };
  await app.inject({
    method: 'POST',
    url: apiPaths.profiles,
    headers,
    payload: { weekly_goal: 2, workout_days: { ...emptyWorkoutDays(), monday: true, thursday: true } },
  });
  return { id, headers };
};

/** `count` finished plays over the last `count` hours, of the workouts the list bench seeded (or any item). */
const seedHistory = async (db: Db, userId: number, count: number) => {
  await db.execute(sql`
    insert into workout_sessions (user_id, item_id, started_at, finished_at, duration_seconds)
    select ${userId}, i.id, now() - n * interval '1 hour', now() - n * interval '1 hour' + interval '20 minutes', 1200
    from generate_series(1, ${count}) n
    join lateral (select id from items where kind = 'workout' order by id offset (n % 50) limit 1) i on true`);
  // What the playback transaction counts for each finished play (the profile's activity counters).
  await db.execute(sql`
    insert into member_activity_days (user_id, day, workouts, seconds)
    select user_id, (finished_at at time zone 'UTC')::date, count(*), sum(duration_seconds)
    from workout_sessions where user_id = ${userId} group by 1, 2`);
  await db.execute(sql`
    insert into member_totals (user_id, workouts, seconds, days_active)
    select user_id, sum(workouts), sum(seconds), count(*) from member_activity_days where user_id = ${userId}
    group by user_id`);
  await db.execute(sql`analyze workout_sessions`);
};

export const benchMemberHistory = async ({
  app,
  db,
  statements,
  requests,
}: {
  app: FastifyInstance;
  db: Db;
  statements: () => number;
  requests: number;
}) => {
  console.log(`\nA member's history: ${requests} requests each`);
  const results: Record<string, number[]> = {};
  for (const size of HISTORIES) {
    const { id, headers } = await member(app, String(size));
    await seedHistory(db, id, size);
    for (const url of [homePaths.home, apiPaths.me]) {
      await app.inject({ method: 'GET', url, headers });
      // Each request as the first after a change (decision 0010): the member cache cannot answer it.
      let counted = 0;
      let elapsed = 0;
      for (let i = 0; i < requests; i += 1) {
        // NOTIFY, not select pg_notify(): the pool waits for a write's notification, not a select's.
        await db.execute(sql.raw(`notify studio_member_changed, '${Number(id)}'`));
        const before = statements();
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        elapsed += performance.now() - started;
        counted += statements() - before;
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      }
      const ms = elapsed / requests;
      const perRequest = counted / requests;
      results[url] = [...(results[url] ?? []), ms];
      console.log(
        `  GET ${url.padEnd(22)} ${String(size).padStart(6)} finished workouts  ${ms.toFixed(2).padStart(7)} ms/request  ${perRequest} SQL statements`,
      );
    }
  }
  for (const [url, [small, large]] of Object.entries(results)) {
    const ratio = (large ?? 0) / (small ?? 1);
    console.log(`  ${url}: 10,000 vs 10 finished workouts ${ratio.toFixed(2)}× (goal: the same cost)`);
  }
};
