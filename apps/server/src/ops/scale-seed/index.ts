import crypto from 'node:crypto';
import { type PlanPrices, PREMIUM_PERIODS, type PremiumPeriod } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import { type Db, openDatabase, rowsOf } from '../../db/client';
import { hashPassword } from '../../features/accounts';
import { importDemoCatalogIfEmpty } from '../../features/library';
import { startOfDayIn } from '../../lib/studio-time';
import { openCopies } from './copy';
import { SEED_YEARS, type SeedCatalogue, simulateStudio } from './simulate';
import { SEEDED_TABLES, type SeededTable } from './tables';

/** Every seeded member's password: the scale bench signs in as any of them. */
export const SCALE_MEMBER_PASSWORD = 'scale-member-pass';

/** Members generated between two waits for the COPY streams to take what they were given. */
const BATCH = 200;

export type ScaleSeedOptions = {
  url: string;
  members: number;
  seed: number;
  /** The day the history ends (YYYY-MM-DD, UTC): it runs SEED_YEARS up to its start. */
  until: string;
  /** Workouts made beside the demo catalogue's, published over the years. */
  workouts: number;
  studioZone: string;
  storage: Storage;
  currency: string;
  log: (line: string) => void;
};

export type ScaleSeedReport = {
  seconds: Record<'prepare' | 'copy' | 'indexes' | 'finish', number>;
  rows: Record<SeededTable, number>;
  premiumNow: number;
  databaseBytes: number;
};

/** The database already has members: the seed builds a studio on an empty one only. */
export class SeedRefused extends Error {}

const timer = () => {
  const started = performance.now();
  return () => Math.round((performance.now() - started) / 100) / 10;
};

/**
 * `npm run seed:scale` (issue 40): a studio of `members` members and SEED_YEARS of history on an
 * empty PostgreSQL database, migrated and holding the demo catalogue. The rows are generated in
 * order from one seed (`simulate.ts`) and streamed with COPY, one stream per table side by side;
 * the tables' secondary indexes are dropped first and built again after, as a restore does.
 */
export const seedScale = async (options: ScaleSeedOptions): Promise<ScaleSeedReport> => {
  const database = openDatabase({ url: options.url, dataDir: null, listen: false });
  const db = database.db;
  try {
    const prepare = timer();
    await database.migrate();
    await importDemoCatalogIfEmpty({ db, storage: options.storage, currency: options.currency });
    const [members] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from users where role = 'member'`,
    );
    if ((members?.count ?? 0) > 0)
      throw new SeedRefused(
        `seed:scale builds a studio on an empty database; this one has ${members?.count} members`,
      );
    const until = Date.parse(`${options.until}T00:00:00Z`);
    const from = new Date(until);
    from.setUTCFullYear(from.getUTCFullYear() - SEED_YEARS);
    await addWorkouts(db, options.workouts, from, new Date(until));
    await addPromoCodes(db, options.seed, from.getTime(), until);
    const catalogue = await readCatalogue(db);
    const firstIds = await nextIds(db);
    const salt = crypto.createHash('sha256').update(`scale-seed-${options.seed}`).digest().subarray(0, 16);
    const passwordHash = await hashPassword(SCALE_MEMBER_PASSWORD, salt);
    const indexes = await dropIndexes(db);
    const prepared = prepare();
    options.log(
      `prepared in ${prepared} s (${catalogue.workouts.length} workouts, ${indexes.length} indexes set aside)`,
    );

    const copy = timer();
    const copies = await openCopies(options.url);
    const simulation = simulateStudio(
      {
        seed: options.seed,
        until,
        studioZone: options.studioZone,
        firstIds,
        passwordHash,
        startOfDay: (date, zone) => startOfDayIn(date, zone).getTime(),
      },
      catalogue,
      copies.emit,
    );
    for (let n = 0; n < options.members; n += 1) {
      simulation.member();
      if ((n + 1) % BATCH === 0) await copies.drain();
      if ((n + 1) % 100_000 === 0) options.log(`  ${n + 1} members`);
    }
    const summary = simulation.finish();
    const rows = await copies.end();
    const copied = copy();
    options.log(`copied in ${copied} s`);

    const build = timer();
    for (const { name, definition } of indexes) {
      await db.execute(sql.raw(definition));
      options.log(`  index ${name}`);
    }
    const built = build();

    const finish = timer();
    await settle(db);
    const finished = finish();
    const [size] = await rowsOf<{ bytes: string }>(
      db,
      sql`select pg_database_size(current_database()) as bytes`,
    );
    return {
      seconds: { prepare: prepared, copy: copied, indexes: built, finish: finished },
      rows,
      premiumNow: summary.premiumNow,
      databaseBytes: Number(size?.bytes ?? 0),
    };
  } finally {
    await database.close();
  }
};

/** Workouts beside the demo's: copies of them under new keys, published over the years, with their trainers and filters. */
const addWorkouts = async (db: Db, count: number, from: Date, until: Date) => {
  if (count <= 0) return;
  await db.execute(sql`
    create temporary table scale_sources as
    select id, (row_number() over (order by id) - 1)::int as k from items where kind = 'workout' and removed_at is null`);
  await db.execute(sql`
    insert into items (key, kind, store_id, title, description, duration_seconds, video_hls, video_mp4,
      image, thumb, banner_image, published_at, chapters, origin)
    select 'scale-workout-' || n, 'workout', s.store_id, s.title || ' ' || n, s.description,
      s.duration_seconds + (n % 7) * 60, s.video_hls, s.video_mp4, s.image, s.thumb, s.banner_image,
      ${from.toISOString()}::timestamptz + (n::float8 / ${count}) * (${until.toISOString()}::timestamptz - ${from.toISOString()}::timestamptz),
      s.chapters, 'studio'
    from generate_series(1, ${count}) n
    join scale_sources k on k.k = n % (select count(*) from scale_sources)
    join items s on s.id = k.id`);
  const clones = sql`(select c.id as clone, k.id as source from items c
    join scale_sources k on k.k = substr(c.key, 15)::int % (select count(*) from scale_sources)
    where c.key like 'scale-workout-%')`;
  await db.execute(sql`insert into item_trainers (item_id, trainer_id, position)
    select m.clone, t.trainer_id, t.position from ${clones} m join item_trainers t on t.item_id = m.source`);
  await db.execute(sql`insert into item_filter_options (item_id, option_id)
    select m.clone, f.option_id from ${clones} m join item_filter_options f on f.item_id = m.source`);
  await db.execute(sql`drop table scale_sources`);
};

/** A promo code every six weeks or so, some with a longer trial, a few paused or used up. */
const addPromoCodes = async (db: Db, seed: number, from: number, until: number) => {
  const count = Math.round((until - from) / (42 * 86_400_000));
  for (let n = 0; n < count; n += 1) {
    const at = new Date(from + (n / count) * (until - from));
    const percent = 10 + ((n * 7 + seed) % 5) * 5;
    await db.execute(sql`insert into promo_codes (code, montly_percent, biannually_percent, yearly_percent,
        trial_days, valid_from, valid_until, created_at)
      values (${`SCALE${at.toISOString().slice(0, 7).replace('-', '')}`}, ${percent}, ${Math.max(0, percent - 10)},
        ${Math.max(0, percent - 15)}, ${n % 4 === 0 ? 30 : null}, ${at.toISOString()},
        ${new Date(at.getTime() + 60 * 86_400_000).toISOString()}, ${at.toISOString()})
      on conflict do nothing`);
  }
};

const readCatalogue = async (db: Db): Promise<SeedCatalogue> => {
  const workouts = await rowsOf<{ id: number; published_at: string; duration_seconds: number }>(
    db,
    sql`select id::int as id, published_at::text, duration_seconds from items
      where kind = 'workout' and removed_at is null and duration_seconds > 0 order by published_at, id`,
  );
  const recipes = await rowsOf<{ id: number }>(
    db,
    sql`select id::int as id from items where kind = 'recipe' and removed_at is null order by id`,
  );
  const programs = await rowsOf<{
    id: number;
    weeks: number;
    price_cents: number;
    days: { week: number; day: number }[];
  }>(
    db,
    sql`select p.id::int as id, p.weeks, p.price_cents,
      (select json_agg(json_build_object('week', d.week, 'day', d.day) order by d.week, d.day)
        from program_days d where d.program_id = p.id) as days
    from programs p where p.removed_at is null and p.hidden_at is null order by p.id`,
  );
  const promos = await rowsOf<{
    id: number;
    created_at: string;
    montly_percent: number;
    biannually_percent: number;
    yearly_percent: number;
    trial_days: number | null;
  }>(
    db,
    sql`select id::int as id, created_at::text, montly_percent, biannually_percent, yearly_percent, trial_days
      from promo_codes where code like 'SCALE%' order by id`,
  );
  const plans = await rowsOf<{ period: PremiumPeriod; per_month_cents: number }>(
    db,
    sql`select period, per_month_cents from purchase_plans`,
  );
  const prices = Object.fromEntries(plans.map((p) => [p.period, p.per_month_cents])) as PlanPrices;
  for (const period of PREMIUM_PERIODS)
    if (!prices[period]) throw new Error(`no price for the ${period} plan`);
  return {
    workouts: workouts.map((w) => ({
      id: w.id,
      publishedAt: Date.parse(w.published_at),
      durationSeconds: w.duration_seconds,
    })),
    recipes: recipes.map((r) => r.id),
    programs: programs
      .filter((p) => (p.days ?? []).length > 0)
      .map((p) => ({ id: p.id, weeks: p.weeks, priceCents: p.price_cents, days: p.days })),
    promos: promos.map((p) => ({
      id: p.id,
      createdAt: Date.parse(p.created_at),
      percents: { montly: p.montly_percent, biannually: p.biannually_percent, yearly: p.yearly_percent },
      trialDays: p.trial_days,
    })),
    plans: prices,
  };
};

const IDENTITIES = [
  'users',
  'subscriptions',
  'payments',
  'cancellations',
  'subscription_pauses',
  'workout_sessions',
  'measurement_sets',
  'saved_lists',
  'program_purchases',
  'meal_plans',
  'audit_log',
] as const;

const nextIds = async (db: Db) => {
  const ids = {} as Record<(typeof IDENTITIES)[number], number>;
  for (const table of IDENTITIES) {
    const [row] = await rowsOf<{ next: number }>(
      db,
      sql.raw(`select (coalesce(max(id), 0) + 1)::int as next from "${table}"`),
    );
    ids[table] = row?.next ?? 1;
  }
  return ids;
};

/** The seeded tables' indexes other than their keys: dropped before the rows come, built after. */
const dropIndexes = async (db: Db) => {
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename in (${sql.join(
        Object.keys(SEEDED_TABLES).map((table) => sql`${table}`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by i.tablename, i.indexname`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  return indexes;
};

/** Identities moved past the seeded ids, promo codes' use counted, the tables vacuumed and analyzed. */
const settle = async (db: Db) => {
  for (const table of IDENTITIES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`,
      ),
    );
  }
  await db.execute(sql`update promo_codes p set redemptions =
    (select count(*) from subscriptions s where s.promo_code_id = p.id) where p.code like 'SCALE%'`);
  // As a studio that has run a while: statistics gathered and pages marked all-visible, so that
  // index-only scans read no heap.
  await db.execute(sql`vacuum analyze`);
};
