import {
  type MeasurementKey,
  type MeasurementSet,
  type MeasurementStandard,
  measurementUnit,
} from '@studio/shared';
import { formatAge, formatDate, formatDecimal } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** How the page and the wizard name each measure (spec M3 "Measurement set"). */
export const MEASURE_NAMES: Record<MeasurementKey, string> = {
  weight: 'Weight',
  left_biceps: 'Left biceps',
  right_biceps: 'Right biceps',
  left_thigh: 'Left thigh',
  right_thigh: 'Right thigh',
  upper_ab: 'Upper abs',
  lower_ab: 'Lower abs',
  waist: 'Waist',
  chest: 'Chest',
  hips: 'Hips',
};

/** The two standards of DESIGN 3a, as the wizard offers them. */
export const STANDARD_NAMES: Record<MeasurementStandard, string> = {
  1: 'Metric (kg, cm)',
  2: 'Imperial (lbs, in)',
};

/** "Weight (kg)", "Left biceps (in)". */
export const measureLabel = (key: MeasurementKey, standard: MeasurementStandard): string =>
  `${MEASURE_NAMES[key]} (${measurementUnit(key, standard)})`;

/** "80.5 kg", or "-" for a measure the set lacks (DESIGN 3a). */
export const measureText = (value: number | null, key: MeasurementKey, standard: MeasurementStandard) =>
  value == null ? '-' : `${formatDecimal(value)} ${measurementUnit(key, standard)}`;

/** "+2 cm", "-1.5 kg", the spec's "no difference" for 0, or null when there is nothing to compare. */
export const differenceText = (
  difference: number | null,
  key: MeasurementKey,
  standard: MeasurementStandard,
): string | null => {
  if (difference == null) return null;
  if (difference === 0) return t('common.profile.noDifference');
  return `${difference > 0 ? '+' : ''}${formatDecimal(difference)} ${measurementUnit(key, standard)}`;
};

/** Spec M9: "MMMM D, YYYY". */
export const setDate = (set: Pick<MeasurementSet, 'created_at'>): string => formatDate(set.created_at);

/** "3 days ago". */
export const setAge = (set: Pick<MeasurementSet, 'created_at'>): string => formatAge(set.created_at);

/** Newest first, as the server sends them; sorted again so the oldest is surely last. */
export const newestFirst = (sets: MeasurementSet[]): MeasurementSet[] =>
  [...sets].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
