import {
  inchesGained,
  type LocalDay,
  localDay,
  type MeasurementLike,
  periodStart,
  poundsLost,
  type Stats,
  type UserStats,
  WEEK_DAYS,
  type WeekDay,
} from '@studio/shared';
import type { SetRow } from './measurements';

export type TotalsRow = { workouts: number; seconds: number; meals: number; days_active: number };
export type ActivityDayRow = { day: string; workouts: number; seconds: number; meals: number };

const asMeasurement = (row: SetRow | undefined): MeasurementLike | null =>
  row ? { ...row, measurement_standard: row.measurement_standard === 1 ? 1 : 2 } : null;

const minutes = (seconds: number): number => Math.round((seconds / 60) * 100) / 100;

export type StatsRows = { stats: UserStats; weekDays: Record<WeekDay, boolean> };

/** The first local day whose activity the stats read: the earlier of this month's and this week's start. */
export const statsWindowStart = (day: LocalDay): string => {
  const monthStart = periodStart('month', day);
  const weekStart = periodStart('week', day);
  return monthStart < weekStart ? monthStart : weekStart;
};

/**
 * The member's stats for all time, this month and this week (their time zone), and the days they
 * trained this week, from what the user object's statement read: the totals row, the activity
 * days of the window (at most 31 rows, whatever the history) and the member's measurement sets
 * (newest first), whose first and latest of each period give pounds and inches (DESIGN 3a).
 */
export const computeStats = ({
  totals,
  days,
  sets,
  day,
  zone,
}: {
  totals: TotalsRow | null;
  days: readonly ActivityDayRow[];
  sets: readonly SetRow[];
  day: LocalDay;
  zone: string;
}): StatsRows => {
  const monthStart = periodStart('month', day);
  const weekStart = periodStart('week', day);
  // A set counts in a period from the local midnight of its first day, in the member's zone.
  const dated = sets.map((set) => ({ set, date: localDay(set.created_at, zone).date }));
  /** The first and latest set since `start` (all time with null), those with a weight if asked. */
  const edges = (start: string | null, weighed: boolean) => {
    const inPeriod = dated.filter(
      ({ set, date }) => (start === null || date >= start) && (!weighed || set.weight !== null),
    );
    return [asMeasurement(inPeriod.at(-1)?.set), asMeasurement(inPeriod[0]?.set)] as const;
  };

  const sum = (start: string): Stats => {
    const rows = days.filter((row) => row.day >= start);
    const seconds = rows.reduce((total, row) => total + Number(row.seconds), 0);
    return {
      number_of_workouts: rows.reduce((total, row) => total + row.workouts, 0),
      minutes_exercised: minutes(seconds),
      days_active: rows.filter((row) => row.workouts > 0 || row.meals > 0).length,
      pounds_lost: poundsLost(...edges(start, true)),
      completed_meals: rows.reduce((total, row) => total + row.meals, 0),
      inches_gained: inchesGained(...edges(start, false)),
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
        pounds_lost: poundsLost(...edges(null, true)),
        completed_meals: totals?.meals ?? 0,
        inches_gained: inchesGained(...edges(null, false)),
      },
      month_progress: sum(monthStart),
      week_progress: sum(weekStart),
    },
    weekDays,
  };
};
