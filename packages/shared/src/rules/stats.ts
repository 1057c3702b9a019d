import { GIRTH_KEYS, type MEASUREMENT_KEYS, STAT_DECIMALS } from '../constants';
import type { LocalDay } from './calendar';
import type { MeasurementStandard } from './units';

/**
 * Measurements and stats (issue 7; spec M2 "Measurements", "Profile"; DESIGN 3a "Measurement
 * standard"): units, differences, pounds lost and inches gained, stat formatting and periods.
 */

export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];
export type Measures = Partial<Record<MeasurementKey, number | null>>;
export type MeasurementLike = Measures & { measurement_standard: MeasurementStandard };

export const KG_IN_LBS = 2.20462262185;
export const CM_IN_INCHES = 2.54;

/** kg (standard 1) or lbs (2), cm or in, as each measure reads. */
export const measurementUnit = (key: MeasurementKey, standard: MeasurementStandard): string =>
  key === 'weight' ? (standard === 1 ? 'kg' : 'lbs') : standard === 1 ? 'cm' : 'in';

export const toPounds = (weight: number, standard: MeasurementStandard): number =>
  standard === 1 ? weight * KG_IN_LBS : weight;

export const toInches = (length: number, standard: MeasurementStandard): number =>
  standard === 1 ? length / CM_IN_INCHES : length;

const round = (value: number, decimals = STAT_DECIMALS): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/**
 * A measure's change since the oldest set, in the set's own unit: null when either value is
 * missing or the two sets use different standards (spec M2: only if the standard matches).
 */
export const measurementDifference = (
  set: MeasurementLike,
  oldest: MeasurementLike,
  key: MeasurementKey,
): number | null => {
  const now = set[key];
  const then = oldest[key];
  if (now == null || then == null || set.measurement_standard !== oldest.measurement_standard) return null;
  return round(now - then);
};

/** DESIGN 3a: first minus latest weight, in lbs (0 without two weights). */
export const poundsLost = (first: MeasurementLike | null, latest: MeasurementLike | null): number => {
  if (!first || !latest || first.weight == null || latest.weight == null) return 0;
  return round(
    toPounds(first.weight, first.measurement_standard) - toPounds(latest.weight, latest.measurement_standard),
  );
};

/** DESIGN 3a: the sum over the nine girths of latest minus first, in inches (girths in both sets only). */
export const inchesGained = (first: MeasurementLike | null, latest: MeasurementLike | null): number => {
  if (!first || !latest) return 0;
  let sum = 0;
  for (const key of GIRTH_KEYS) {
    const then = first[key];
    const now = latest[key];
    if (then == null || now == null) continue;
    sum += toInches(now, latest.measurement_standard) - toInches(then, first.measurement_standard);
  }
  return round(sum);
};

/** Spec M5, M9: a number with a decimal point shows 2 decimals; a whole number shows as it is. */
export const formatStat = (value: number): string =>
  Number.isInteger(value) ? String(value) : value.toFixed(STAT_DECIMALS);

/** The first day (YYYY-MM-DD) of the member's week (Sunday to Saturday) or month holding `day`. */
export const periodStart = (period: 'week' | 'month', day: LocalDay): string => {
  if (period === 'month') return `${day.date.slice(0, 8)}01`;
  const at = new Date(`${day.date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - day.weekday);
  return at.toISOString().slice(0, 10);
};

/** The weekly workouts card (spec M2 "Profile"): how far the member is towards the weekly goal. */
export const weeklyProgressWords = (goal: number, done: number): { title: string; subtitle: string } => {
  const title = `${done} of ${goal} ${goal === 1 ? 'workout' : 'workouts'} this week`;
  if (goal <= 0)
    return { title: `${done} workouts this week`, subtitle: 'Set a weekly goal to track your progress.' };
  if (done >= goal) return { title, subtitle: 'Weekly goal reached. Well done!' };
  const left = goal - done;
  return { title, subtitle: `${left} more to reach your weekly goal.` };
};
