import type { MessageId } from '@lingui/core';
import {
  type Display,
  formatDate,
  formatDecimal,
  type MeasurementKey,
  type MeasurementSet,
  type MeasurementStandard,
  measurementUnit,
} from '@studio/shared';
import { t } from '../../../lib/i18n';

/** How the page and the wizard name each measure (spec M3 "Measurement set"). */
export const MEASURE_NAMES: Record<MeasurementKey, MessageId> = {
  weight: 'profile.measure.weight',
  left_biceps: 'profile.measure.leftBiceps',
  right_biceps: 'profile.measure.rightBiceps',
  left_thigh: 'profile.measure.leftThigh',
  right_thigh: 'profile.measure.rightThigh',
  upper_ab: 'profile.measure.upperAb',
  lower_ab: 'profile.measure.lowerAb',
  waist: 'profile.measure.waist',
  chest: 'profile.measure.chest',
  hips: 'profile.measure.hips',
};

/** The two standards of DESIGN 3a, as the wizard offers them: "Metric (kg, cm)", "Imperial (lbs, in)". */
export const standardName = (standard: MeasurementStandard): string =>
  t(standard === 1 ? 'profile.measure.metric' : 'profile.measure.imperial', {
    weight: measurementUnit('weight', standard),
    length: measurementUnit('waist', standard),
  });

/** "Weight (kg)", "Left biceps (in)". */
export const measureLabel = (key: MeasurementKey, standard: MeasurementStandard): string =>
  t('profile.measure.label', { measure: t(MEASURE_NAMES[key]), unit: measurementUnit(key, standard) });

/** "80.5 kg", or "-" for a measure the set lacks (DESIGN 3a). */
export const measureText = (
  value: number | null,
  key: MeasurementKey,
  standard: MeasurementStandard,
  display: Display,
) =>
  value == null
    ? '-'
    : t('profile.measure.value', {
        value: formatDecimal(value, display),
        unit: measurementUnit(key, standard),
      });

/** "+2 cm", "-1.5 kg", the spec's "no difference" for 0, or null when there is nothing to compare. */
export const differenceText = (
  difference: number | null,
  key: MeasurementKey,
  standard: MeasurementStandard,
  display: Display,
): string | null => {
  if (difference == null) return null;
  if (difference === 0) return t('shared.profile.noDifference');
  const value = formatDecimal(Math.abs(difference), display);
  const unit = measurementUnit(key, standard);
  return difference > 0
    ? t('profile.measure.gained', { value, unit })
    : t('profile.measure.lost', { value, unit });
};

/** Spec M9: "MMMM D, YYYY". */
export const setDate = (set: Pick<MeasurementSet, 'created_at'>, display: Display): string =>
  formatDate(set.created_at, display);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "3 days ago", "2 months ago", in the active language (`Intl.RelativeTimeFormat`), counted as
 * dayjs's `fromNow` counts: days up to 25, then months up to 10, then years.
 */
export const setAge = (set: Pick<MeasurementSet, 'created_at'>, display: Display): string => {
  const elapsed = Date.now() - Date.parse(set.created_at);
  const format = new Intl.RelativeTimeFormat(display.locale, { numeric: 'always' });
  const days = Math.round(elapsed / DAY);
  if (elapsed < 45 * MINUTE) return format.format(-Math.max(1, Math.round(elapsed / MINUTE)), 'minute');
  if (elapsed < 22 * HOUR) return format.format(-Math.max(1, Math.round(elapsed / HOUR)), 'hour');
  if (days <= 25) return format.format(-Math.max(1, days), 'day');
  const months = Math.round(days / 30.44);
  if (months <= 10) return format.format(-Math.max(1, months), 'month');
  return format.format(-Math.max(1, Math.round(days / 365.25)), 'year');
};

/** Newest first, as the server sends them; sorted again so the oldest is surely last. */
export const newestFirst = (sets: MeasurementSet[]): MeasurementSet[] =>
  [...sets].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
