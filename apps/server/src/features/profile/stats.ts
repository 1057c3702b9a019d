import {
  inchesGained,
  type LocalDay,
  type MeasurementLike,
  periodStart,
  poundsLost,
  type Stats,
  type UserStats,
  WEEK_DAYS,
  type WeekDay,
} from '@studio/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type measurementSets, memberActivityDays, memberTotals } from '../../db/schema';

type SetRow = typeof measurementSets.$inferSelect;

const asMeasurement = (row: SetRow | undefined): MeasurementLike | null =>
  row ? { ...row, measurement_standard: row.measurement_standard === 1 ? 1 : 2 } : null;

const minutes = (seconds: number): number => Math.round((seconds / 60) * 100) / 100;

/** PostgreSQL's own zone names, read once: a zone it does not know reads as UTC there. */
let knownZones: Promise<Set<string>> | null = null;
const pgZone = async (db: Db, zone: string): Promise<string> => {
  knownZones ??= (
    db.execute(sql`select name from pg_timezone_names`) as unknown as Promise<{
      rows: { name: string }[];
    }>
  ).then(
    (result) => new Set(result.rows.map((row) => row.name)),
    (error: unknown) => {
      knownZones = null; // a failed read is tried again on the next request
      throw error;
    },
  );
  return (await knownZones).has(zone) ? zone : 'UTC';
};

export type StatsRows = { stats: UserStats; weekDays: Record<WeekDay, boolean> };

/**
 * The member's stats for all time, this month and this week (their time zone), and the days they
 * trained this week. Three statements whatever the history: the totals row, at most 31 day rows,
 * and the first and latest measurement set of each period (DESIGN 3a for pounds and inches).
 */
export const loadStats = async (db: Db, userId: number, day: LocalDay, zone: string): Promise<StatsRows> => {
  const monthStart = periodStart('month', day);
  const weekStart = periodStart('week', day);
  const from = monthStart < weekStart ? monthStart : weekStart;
  const [totals] = await db.select().from(memberTotals).where(eq(memberTotals.user_id, userId));
  const days = await db
    .select()
    .from(memberActivityDays)
    .where(and(eq(memberActivityDays.user_id, userId), gte(memberActivityDays.day, from)));

  const tz = await pgZone(db, zone);
  const since = (date: string | null) =>
    date === null ? sql`true` : sql`created_at >= (${date}::date::timestamp at time zone ${tz})`;
  const edge = (date: string | null, order: 'asc' | 'desc', label: string) => sql`
    (select *, ${label}::text as edge from measurement_sets
     where user_id = ${userId} and ${since(date)} order by created_at ${sql.raw(order)}, id ${sql.raw(order)} limit 1)`;
  // Pounds compare the first and latest sets with a weight (DESIGN 3a), inches the first and latest sets.
  const weighed = (date: string | null, order: 'asc' | 'desc', label: string) => sql`
    (select *, ${label}::text as edge from measurement_sets
     where user_id = ${userId} and weight is not null and ${since(date)}
     order by created_at ${sql.raw(order)}, id ${sql.raw(order)} limit 1)`;
  const edges = (await db.execute(sql`
    ${edge(null, 'asc', 'all_first')} union all ${edge(null, 'desc', 'all_last')}
    union all ${edge(monthStart, 'asc', 'month_first')} union all ${edge(monthStart, 'desc', 'month_last')}
    union all ${edge(weekStart, 'asc', 'week_first')} union all ${edge(weekStart, 'desc', 'week_last')}
    union all ${weighed(null, 'asc', 'all_wfirst')} union all ${weighed(null, 'desc', 'all_wlast')}
    union all ${weighed(monthStart, 'asc', 'month_wfirst')} union all ${weighed(monthStart, 'desc', 'month_wlast')}
    union all ${weighed(weekStart, 'asc', 'week_wfirst')} union all ${weighed(weekStart, 'desc', 'week_wlast')}`)) as unknown as {
    rows: (SetRow & { edge: string })[];
  };
  const set = (label: string) => asMeasurement(edges.rows.find((row) => row.edge === label));

  const sum = (start: string, measuresLabel: 'month' | 'week'): Stats => {
    const rows = days.filter((row) => row.day >= start);
    const seconds = rows.reduce((total, row) => total + Number(row.seconds), 0);
    const first = set(`${measuresLabel}_first`);
    const last = set(`${measuresLabel}_last`);
    return {
      number_of_workouts: rows.reduce((total, row) => total + row.workouts, 0),
      minutes_exercised: minutes(seconds),
      days_active: rows.filter((row) => row.workouts > 0 || row.meals > 0).length,
      pounds_lost: poundsLost(set(`${measuresLabel}_wfirst`), set(`${measuresLabel}_wlast`)),
      completed_meals: rows.reduce((total, row) => total + row.meals, 0),
      inches_gained: inchesGained(first, last),
    };
  };

  const weekDays = Object.fromEntries(WEEK_DAYS.map((name) => [name, false])) as Record<WeekDay, boolean>;
  for (const row of days) {
    if (row.day < weekStart || row.workouts === 0) continue;
    const weekday = new Date(`${row.day}T00:00:00Z`).getUTCDay();
    weekDays[WEEK_DAYS[weekday] as WeekDay] = true;
  }

  return {
    stats: {
      all_progress: {
        number_of_workouts: totals?.workouts ?? 0,
        minutes_exercised: minutes(Number(totals?.seconds ?? 0)),
        days_active: totals?.days_active ?? 0,
        pounds_lost: poundsLost(set('all_wfirst'), set('all_wlast')),
        completed_meals: totals?.meals ?? 0,
        inches_gained: inchesGained(set('all_first'), set('all_last')),
      },
      month_progress: sum(monthStart, 'month'),
      week_progress: sum(weekStart, 'week'),
    },
    weekDays,
  };
};
