import { type Cohorts, type CohortWindow, PERIOD_MONTHS, wholePercent } from '@studio/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { analyticsCohortMonths } from '../../db/schema';
import { dayIn, startOfDayIn, zoned } from '../../lib/studio-time';

/**
 * The owner's cohorts (issue 40, decision 0056), rolled up per studio month. A row made with
 * another version of the figures, or in another zone, is made again.
 */
export const COHORTS_VERSION = 1;
/** The running month's rows are made again once they are this old. */
const PARTIAL_TTL_MS = 60 * 60 * 1000;

type Scope = { zone: string; now: Date };
type Dbs = { db: Db; read: Db };

/** YYYY-MM-01 of the studio month holding `at`. */
const monthOf = (at: Date, zone: string) => `${dayIn(at, zone).slice(0, 7)}-01`;
const addMonths = (month: string, n: number) => zoned.utc(month).add(n, 'month').format('YYYY-MM-DD');
const monthsFrom = (from: string, to: string) => {
  const list: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) list.push(month);
  return list;
};

/** How many months a settled charge of each plan pays for, as SQL over `subscriptions.plan`. */
const periodMonths = sql.raw(
  `case s.plan ${Object.entries(PERIOD_MONTHS)
    .map(([plan, months]) => `when '${plan}' then ${months}`)
    .join(' ')} end`,
);

/**
 * One studio month's figures for every cohort that had signed up by its end: the cohort's members,
 * those who finished a workout in the month, and those with a settled charge, not refunded, whose
 * period met the month. A range of the finished-workout index and of the payments', joined to the
 * members once.
 */
export const computeCohortMonth = async (read: Db, { month, zone }: { month: string; zone: string }) => {
  const start = startOfDayIn(month, zone).toISOString();
  const end = startOfDayIn(addMonths(month, 1), zone).toISOString();
  return read.transaction(async (tx) => {
    // The month's members who trained are hashed once: some 340,000 at a million members, where
    // the planner expects a seventh of that. With the default 4 MB the hash spilled in 305,534
    // batches and took 2 minutes (decision 0056); 64 MB holds it. No JIT: its 0.7 s of compiling
    // buys nothing for one statement a month.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    return rowsOf<{ cohort: string; members: number; active: number; paying: number }>(
      tx as unknown as Db,
      sql`with cohort as (
        select u.id, date_trunc('month', u.created_at at time zone ${zone})::date as cohort
        from users u where u.role = 'member' and u.created_at < ${end}::timestamptz
      ), trained as (
        select distinct w.user_id from workout_sessions w
        where w.finished_at >= ${start}::timestamptz and w.finished_at < ${end}::timestamptz
      ), paid as (
        select distinct p.user_id from payments p join subscriptions s on s.id = p.subscription_id
        where p.status = 'settled' and p.refunded_at is null
          and p.created_at < ${end}::timestamptz
          and p.created_at >= ${start}::timestamptz - interval '12 months'
          and p.created_at + make_interval(months => ${periodMonths}) > ${start}::timestamptz
      )
      select c.cohort::text as cohort, count(*)::int as members, count(t.user_id)::int as active,
        count(pd.user_id)::int as paying
      from cohort c left join trained t on t.user_id = c.id left join paid pd on pd.user_id = c.id
      group by 1 order by 1`,
    );
  });
};

/** The month of the first member's sign-up, or null with none. */
const firstMonth = async (read: Db, zone: string) => {
  const [row] = await rowsOf<{ first: string | null }>(
    read,
    sql`select (date_trunc('month', min(created_at) at time zone ${zone}))::date::text as first
      from users where role = 'member'`,
  );
  return row?.first ?? null;
};

const stored = async (read: Db, from: string, zone: string) =>
  read
    .select()
    .from(analyticsCohortMonths)
    .where(
      and(
        gte(analyticsCohortMonths.month, from),
        eq(analyticsCohortMonths.time_zone, zone),
        eq(analyticsCohortMonths.version, COHORTS_VERSION),
      ),
    );

/** Rolls up `months` (figures read on `read`, rows written on `db`), replacing what they had. */
const rollUp = async ({ db, read }: Dbs, months: string[], { zone, now }: Scope) => {
  const running = monthOf(now, zone);
  for (const month of months) {
    const rows = await computeCohortMonth(read, { month, zone });
    await db.transaction(async (tx) => {
      // One at a time per month (the job and a read, or two reads, may roll it up together): the
      // second deletes what the first wrote, then writes its own.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics_cohort_months:${month}`}))`);
      await tx.delete(analyticsCohortMonths).where(eq(analyticsCohortMonths.month, month));
      if (rows.length === 0) return;
      await tx.insert(analyticsCohortMonths).values(
        rows.map((row) => ({
          month,
          cohort: row.cohort,
          time_zone: zone,
          version: COHORTS_VERSION,
          members: row.members,
          active: row.active,
          paying: row.paying,
          partial: month === running,
          computed_at: now,
        })),
      );
    });
  }
};

/** Months from `from` to the running one that have no rows of this zone and version, or stale partial ones. */
const missingMonths = async (read: Db, from: string, scope: Scope) => {
  const running = monthOf(scope.now, scope.zone);
  const rows = await stored(read, from, scope.zone);
  const fresh = new Set(
    rows
      .filter((row) => !row.partial || scope.now.getTime() - row.computed_at.getTime() < PARTIAL_TTL_MS)
      .map((row) => row.month),
  );
  return { months: monthsFrom(from, running).filter((month) => !fresh.has(month)), rows };
};

/**
 * The hourly job's part (decision 0056): every month since the first sign-up that has no rows yet,
 * and the running month again. Idempotent: a month's rows are replaced in one transaction.
 */
export const rollUpCohorts = async (db: Db, scope: Scope) => {
  const first = await firstMonth(db, scope.zone);
  if (!first) return 0;
  const { months } = await missingMonths(db, first, scope);
  await rollUp({ db, read: db }, months, scope);
  return months.length;
};

/** The cohorts of the last `window` months, each with every month since it signed up. */
export const loadCohorts = async (
  { db, read }: Dbs,
  { months: window, zone, now = new Date() }: { months: CohortWindow; zone: string; now?: Date },
): Promise<Cohorts> => {
  const scope = { zone, now };
  const running = monthOf(now, zone);
  const from = addMonths(running, -(window - 1));
  const first = await firstMonth(read, zone);
  const start = first && first > from ? first : from;
  const { months, rows: kept } = await missingMonths(read, start, scope);
  let rows = kept;
  if (months.length > 0) {
    await rollUp({ db, read }, months, scope);
    // Read back where they were written: the replica may not have them yet.
    rows = await stored(db, start, zone);
  }
  const byCohort = new Map<string, typeof rows>();
  for (const row of rows) {
    if (row.cohort < from) continue;
    byCohort.set(row.cohort, [...(byCohort.get(row.cohort) ?? []), row]);
  }
  const cohorts = [...byCohort.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cohort, cells]) => {
      const sorted = cells.sort((a, b) => a.month.localeCompare(b.month));
      return {
        cohort: cohort.slice(0, 7),
        members: sorted.at(-1)?.members ?? 0,
        months: sorted.map((cell) => ({
          since: zoned.utc(cell.month).diff(zoned.utc(cohort), 'month'),
          month: cell.month.slice(0, 7),
          active: cell.active,
          paying: cell.paying,
          active_percent: wholePercent(cell.active, cell.members),
          paying_percent: wholePercent(cell.paying, cell.members),
          partial: cell.partial,
        })),
      };
    });
  const newest = rows.reduce<Date | null>(
    (at, row) => (at === null || row.computed_at > at ? row.computed_at : at),
    null,
  );
  return { time_zone: zone, months: window, cohorts, rolled_up_at: newest?.toISOString() ?? null };
};
