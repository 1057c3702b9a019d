import { apiPaths, type User } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_MEMBER_PASSWORD, SeedRefused, seedScale } from '../../src/ops/scale-seed';
import { SEEDED_TABLES } from '../../src/ops/scale-seed/tables';
import { authHeaders, createTestApp, query, signIn, type TestApp } from '../helper';

/**
 * Issue 40: `npm run seed:scale` builds a studio on PostgreSQL with COPY, the same one from the
 * same seed and day, whose counters agree with its rows and whose members the app serves as its
 * own. The PostgreSQL pass runs it (the seed is for PostgreSQL only).
 */
const serverUrl = process.env.DATABASE_URL;
const MEMBERS = 400;
const today = new Date().toISOString().slice(0, 10);

const seed = (t: TestApp, seedNumber: number) =>
  seedScale({
    url: t.database.url as string,
    members: MEMBERS,
    seed: seedNumber,
    until: today,
    workouts: 40,
    studioZone: 'Europe/Madrid',
    storage: t.app.deps.storage,
    currency: 'USD',
    log: () => {},
  });

/** Each seeded table's rows as one digest, in a stable order. */
const digests = async (t: TestApp) => {
  const out: Record<string, string> = {};
  for (const [table, columns] of Object.entries(SEEDED_TABLES)) {
    const list = columns.map((c) => `"${c}"`).join(', ');
    const [row] = await query<{ digest: string }>(
      t.db,
      sql.raw(`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
        from (select ${list} from "${table}") r`),
    );
    out[table] = row?.digest ?? '';
  }
  return out;
};

describe.skipIf(!serverUrl)('the scale seed', () => {
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;
  beforeAll(async () => {
    [a, b, c] = await Promise.all([createTestApp(), createTestApp(), createTestApp()]);
    await seed(a, 7);
    await seed(b, 7);
    await seed(c, 8);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), c?.close()]);
  });

  it('makes the same studio from the same seed and day, and another from another seed', async () => {
    const [first, second, other] = await Promise.all([digests(a), digests(b), digests(c)]);
    expect(second).toEqual(first);
    for (const table of ['users', 'subscriptions', 'payments', 'workout_sessions'])
      expect(other[table], table).not.toBe(first[table]);
  });

  it('refuses a database that already has members', async () => {
    await expect(seed(a, 7)).rejects.toBeInstanceOf(SeedRefused);
  });

  it('looks like a studio: premium, trials, dunning, pauses, reasons, and some 50 workouts a member', async () => {
    const [studio] = await query<Record<string, number>>(
      a.db,
      sql`select
        (select count(*)::int from users where role = 'member') as members,
        (select count(*)::int from users where role <> 'member') as staff,
        (select count(distinct user_id)::int from subscriptions where status in ('trial', 'active', 'past_due', 'paused')) as live,
        (select count(*)::int from subscriptions where trial_ends_at is not null) as trials,
        (select count(*)::int from subscriptions where promo_code_id is not null) as promos,
        (select count(*)::int from payments where status = 'failed') as failed,
        (select count(*)::int from subscription_pauses) as pauses,
        (select count(*)::int from cancellations where reason is not null and canceled_at is not null) as reasons,
        (select count(*)::int from cancellations where offer_accepted_at is not null) as offers,
        (select count(*)::int from workout_sessions where finished_at is not null) as finished,
        (select count(*)::int from program_purchases) as purchases,
        (select count(*)::int from measurement_sets) as measurements,
        (select count(*)::int from saved_list_items) as saved,
        (select count(*)::int from meal_plans) as meal_plans,
        (select count(*)::int from audit_log) as audit`,
    );
    expect(studio?.members).toBe(MEMBERS);
    expect(studio?.staff).toBe(8);
    const live = (studio?.live ?? 0) / MEMBERS;
    expect(live).toBeGreaterThan(0.12);
    expect(live).toBeLessThan(0.3);
    for (const key of [
      'trials',
      'promos',
      'failed',
      'pauses',
      'reasons',
      'purchases',
      'measurements',
      'saved',
      'meal_plans',
      'audit',
    ])
      expect(studio?.[key], key).toBeGreaterThan(0);
    const perMember = (studio?.finished ?? 0) / MEMBERS;
    expect(perMember).toBeGreaterThan(30);
    expect(perMember).toBeLessThan(75);
    // Sign-ups grow: the last year brings more than the first.
    const [years] = await query<{ first: number; last: number }>(
      a.db,
      sql`select count(*) filter (where created_at < now() - interval '2 years')::int as first,
        count(*) filter (where created_at >= now() - interval '1 year')::int as last
      from users where role = 'member'`,
    );
    expect(years?.last).toBeGreaterThan(years?.first ?? 0);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    const [mismatches] = await query<Record<string, number>>(
      a.db,
      sql`select
        (select count(*)::int from member_totals t where t.workouts <> (select count(*) from workout_sessions w
          where w.user_id = t.user_id and w.finished_at is not null)
          or t.seconds <> (select coalesce(sum(duration_seconds), 0) from workout_sessions w
          where w.user_id = t.user_id and w.finished_at is not null)
          or t.days_active <> (select count(*) from member_activity_days d where d.user_id = t.user_id)) as totals,
        (select count(*)::int from member_activity_days d where d.workouts <> (select count(*) from workout_sessions w
          join users u on u.id = w.user_id
          where w.user_id = d.user_id and w.finished_at is not null
            and (w.started_at at time zone u.time_zone)::date = d.day)) as days,
        (select count(*)::int from users u where exists (select 1 from workout_sessions w where w.user_id = u.id
          and w.finished_at is not null) and not exists (select 1 from member_totals t where t.user_id = u.id)) as missing,
        (select count(*)::int from promo_codes p where p.code like 'SCALE%' and p.redemptions <>
          (select count(*) from subscriptions s where s.promo_code_id = p.id)) as redemptions,
        (select count(*)::int from workout_sessions where started_at >= now() or started_at < (select created_at from users where id = user_id)) as out_of_time`,
    );
    expect(mismatches).toEqual({ totals: 0, days: 0, missing: 0, redemptions: 0, out_of_time: 0 });
  });

  it('gives members the app serves: signed in, premium as billed, their workouts counted', async () => {
    const [busy] = await query<{ email: string; finished: number }>(
      a.db,
      sql`select u.email, (select count(*)::int from workout_sessions w where w.user_id = u.id and w.finished_at is not null) as finished
      from users u join subscriptions s on s.user_id = u.id and s.status = 'active'
      order by finished desc, u.id limit 1`,
    );
    const [lapsed] = await query<{ email: string }>(
      a.db,
      sql`select u.email from users u where u.role = 'member'
        and not exists (select 1 from subscriptions s where s.user_id = u.id
          and (s.status not in ('expired', 'canceled') or s.paid_through > now()))
        and exists (select 1 from subscriptions s where s.user_id = u.id)
      order by u.id limit 1`,
    );
    for (const [who, premium] of [
      [busy, true],
      [lapsed, false],
    ] as const) {
      if (!who) throw new Error('the seed made no such member');
      const token = await signIn(a.app, { email: who.email, password: SCALE_MEMBER_PASSWORD });
      const me = await a.app.inject({
        method: 'GET',
        url: apiPaths.me,
        headers: authHeaders(who.email, token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json<User>().premium, who.email).toBe(premium);
    }
    const token = await signIn(a.app, { email: busy?.email as string, password: SCALE_MEMBER_PASSWORD });
    const me = await a.app.inject({
      method: 'GET',
      url: apiPaths.me,
      headers: authHeaders(busy?.email as string, token),
    });
    expect(me.json<User>().user_stats.all_progress.number_of_workouts).toBe(busy?.finished);
    expect(busy?.finished).toBeGreaterThan(0);
  });
});
