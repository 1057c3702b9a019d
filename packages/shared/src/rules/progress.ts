import { MEASUREMENT_KEYS } from '../constants';
import { type LocalDay, localDay } from './calendar';
import {
  CM_IN_INCHES,
  KG_IN_LBS,
  type MeasurementKey,
  type MeasurementLike,
  measurementUnit,
  periodStart,
} from './stats';
import type { MeasurementStandard } from './units';

/**
 * Progress charts (issue 19 "Charts"): each measure over time in the member's standard, older sets
 * recorded in the other standard converted; workouts and minutes per week for the last weeks.
 */

/** The weeks the workouts chart shows: this week and the eleven before it. */
export const PROGRESS_WEEKS = 12;

const DAY_MS = 86_400_000;

/** A measure read in `from`'s unit, in `to`'s unit, to two decimals. */
export const convertMeasure = (
  key: MeasurementKey,
  value: number,
  from: MeasurementStandard,
  to: MeasurementStandard,
): number => {
  let converted = value;
  if (from !== to) {
    const factor = key === 'weight' ? KG_IN_LBS : 1 / CM_IN_INCHES;
    converted = from === 1 ? value * factor : value / factor;
  }
  return Math.round((converted + Number.EPSILON) * 100) / 100;
};

export type MeasurePoint = { at: string; value: number };
export type MeasureSeries = { key: MeasurementKey; unit: string; points: MeasurePoint[] };

/**
 * One series a measure the member recorded at least once, oldest point first, every value in
 * `standard`'s unit. `sets` come in any order, each with its moment (ISO) and its own standard.
 */
export const measureSeries = (
  sets: readonly (MeasurementLike & { created_at: string })[],
  standard: MeasurementStandard,
): MeasureSeries[] => {
  const oldestFirst = [...sets].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return MEASUREMENT_KEYS.flatMap((key) => {
    const points = oldestFirst.flatMap((set) => {
      const value = set[key];
      return value == null
        ? []
        : [{ at: set.created_at, value: convertMeasure(key, value, set.measurement_standard, standard) }];
    });
    return points.length === 0 ? [] : [{ key, unit: measurementUnit(key, standard), points }];
  });
};

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day (YYYY-MM-DD) of the oldest week the chart shows, `today` in the member's zone. */
export const progressWeeksStart = (today: LocalDay): string =>
  addDays(periodStart('week', today), -7 * (PROGRESS_WEEKS - 1));

export type WeekTotals = { week_start: string; workouts: number; minutes: number };

/**
 * The last twelve weeks (Sunday to Saturday in the member's zone, oldest first, this one last) with
 * the workouts finished and their minutes, from the member's activity days (their own calendar days).
 */
export const weeklyTotals = (
  days: readonly { day: string; workouts: number; seconds: number }[],
  now: Date,
  zone: string,
): WeekTotals[] => {
  const first = progressWeeksStart(localDay(now, zone));
  const weeks = Array.from({ length: PROGRESS_WEEKS }, (_, index) => ({
    week_start: addDays(first, index * 7),
    workouts: 0,
    seconds: 0,
  }));
  for (const row of days) {
    const index = Math.floor(
      (Date.parse(`${row.day}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / (7 * DAY_MS),
    );
    const week = weeks[index];
    if (!week) continue;
    week.workouts += row.workouts;
    week.seconds += Number(row.seconds);
  }
  return weeks.map(({ week_start, workouts, seconds }) => ({
    week_start,
    workouts,
    minutes: Math.round(seconds / 60),
  }));
};
