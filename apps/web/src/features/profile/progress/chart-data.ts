import type { MeasurementKey, Progress } from '@studio/shared';
import { formatDay, formatDecimal, formatShortDate } from '../../../lib/format';
import { MEASURE_NAMES } from '../measurements/measure-words';

export type MeasurePoint = { label: string; value: number };
export type MeasureChart = {
  key: MeasurementKey;
  /** "Weight (kg)" */
  title: string;
  unit: string;
  points: MeasurePoint[];
  /** The text alternative's one line: "From 80 kg on 4 Jan, 2027 to 77.11 kg on 11 Jan, 2027 (2 sets)." */
  summary: string;
};

/** One chart a recorded measure, its points labelled by the day of their set. */
export const measureCharts = (progress: Pick<Progress, 'measures'>): MeasureChart[] =>
  progress.measures.map(({ key, unit, points }) => {
    const shaped = points.map((point) => ({ label: formatShortDate(point.at), value: point.value }));
    const first = shaped[0];
    const last = shaped.at(-1);
    const amount = (point: MeasurePoint | undefined) => `${formatDecimal(point?.value ?? 0)} ${unit}`;
    const summary =
      shaped.length === 1
        ? `${amount(first)} on ${first?.label}.`
        : `From ${amount(first)} on ${first?.label} to ${amount(last)} on ${last?.label} (${shaped.length} sets).`;
    return { key, title: `${MEASURE_NAMES[key]} (${unit})`, unit, points: shaped, summary };
  });

export type WeekBar = { label: string; workouts: number; minutes: number };

/** The twelve weeks, each labelled by its Sunday; the running one says so. */
export const weekBars = (progress: Pick<Progress, 'weeks'>): WeekBar[] =>
  progress.weeks.map((week, index) => ({
    label: `${formatDay(week.week_start)}${index === progress.weeks.length - 1 ? ' (so far)' : ''}`,
    workouts: week.workouts,
    minutes: week.minutes,
  }));

const total = (bars: readonly WeekBar[], key: 'workouts' | 'minutes') =>
  bars.reduce((sum, bar) => sum + bar[key], 0);

/** The workouts chart's one-line text alternative. */
export const workoutsSummary = (bars: readonly WeekBar[]): string => {
  const workouts = total(bars, 'workouts');
  const active = bars.filter((bar) => bar.workouts > 0).length;
  return `${workouts} ${workouts === 1 ? 'workout' : 'workouts'} in the last ${bars.length} weeks, in ${active} of them.`;
};

/** The minutes chart's one-line text alternative. */
export const minutesSummary = (bars: readonly WeekBar[]): string => {
  const minutes = total(bars, 'minutes');
  const busiest = bars.reduce<WeekBar | null>(
    (best, bar) => (bar.minutes > (best?.minutes ?? 0) ? bar : best),
    null,
  );
  const most = busiest ? `, the most in the week of ${busiest.label} (${busiest.minutes})` : '';
  return `${minutes} minutes in the last ${bars.length} weeks${most}.`;
};
