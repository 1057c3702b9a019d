import {
  type Display,
  formatDay,
  formatDecimal,
  formatShortDate,
  type MeasurementKey,
  type Progress,
} from '@studio/shared';
import { t } from '../../../lib/i18n';
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
export const measureCharts = (progress: Pick<Progress, 'measures'>, display: Display): MeasureChart[] =>
  progress.measures.map(({ key, unit, points }) => {
    const shaped = points.map((point) => ({ label: formatShortDate(point.at, display), value: point.value }));
    const first = shaped[0];
    const last = shaped.at(-1);
    const value = (point: MeasurePoint | undefined) => formatDecimal(point?.value ?? 0, display);
    const summary =
      shaped.length === 1
        ? t('profile.charts.onePoint', { value: value(first), unit, date: first?.label })
        : t('profile.charts.points', {
            first: value(first),
            firstDate: first?.label,
            last: value(last),
            lastDate: last?.label,
            unit,
            count: shaped.length,
          });
    const title = t('profile.measure.label', { measure: t(MEASURE_NAMES[key]), unit });
    return { key, title, unit, points: shaped, summary };
  });

export type WeekBar = { label: string; workouts: number; minutes: number };

/** The twelve weeks, each labelled by its Sunday; the running one says so. */
export const weekBars = (progress: Pick<Progress, 'weeks'>, display: Display): WeekBar[] =>
  progress.weeks.map((week, index) => {
    const day = formatDay(week.week_start, display);
    return {
      label: index === progress.weeks.length - 1 ? t('profile.charts.soFar', { day }) : day,
      workouts: week.workouts,
      minutes: week.minutes,
    };
  });

const total = (bars: readonly WeekBar[], key: 'workouts' | 'minutes') =>
  bars.reduce((sum, bar) => sum + bar[key], 0);

/** The workouts chart's one-line text alternative. */
export const workoutsSummary = (bars: readonly WeekBar[]): string =>
  t('profile.charts.workoutsSummary', {
    workouts: total(bars, 'workouts'),
    weeks: bars.length,
    active: bars.filter((bar) => bar.workouts > 0).length,
  });

/** The minutes chart's one-line text alternative. */
export const minutesSummary = (bars: readonly WeekBar[]): string => {
  const minutes = total(bars, 'minutes');
  const busiest = bars.reduce<WeekBar | null>(
    (best, bar) => (bar.minutes > (best?.minutes ?? 0) ? bar : best),
    null,
  );
  return busiest
    ? t('profile.charts.minutesBusiest', {
        minutes,
        weeks: bars.length,
        week: busiest.label,
        most: busiest.minutes,
      })
    : t('profile.charts.minutesSummary', { minutes, weeks: bars.length });
};
