import { MANTRA_VARIANTS, type MessageId } from '@studio/shared';
import { t as translate } from '../../lib/i18n';

/** The six motivational lines of the home banner (spec M1, M9), each with the member's first name. */
const MANTRAS: readonly MessageId[] = [
  'home.mantra.steps',
  'home.mantra.showedUp',
  'home.mantra.strong',
  'home.mantra.progress',
  'home.mantra.counts',
  'home.mantra.breathe',
];

if (MANTRAS.length !== MANTRA_VARIANTS) throw new Error(`Expected ${MANTRA_VARIANTS} mantras`);

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 in the member's own calendar, so the line changes at local midnight. */
const localDayNumber = (date: Date): number =>
  Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);

/** Which of the six lines a day shows: they rotate one a day, in order. */
export const mantraIndex = (date: Date): number => localDayNumber(date) % MANTRA_VARIANTS;

/**
 * The line for a member on a day, in the active language (`t`: a component's `useT()`, so that it
 * follows a change of language); falls back to "friend" before the name is known.
 */
export const mantraFor = (firstName: string, date: Date, t: typeof translate = translate): string => {
  const line = MANTRAS[mantraIndex(date)] ?? MANTRAS[0];
  return line ? t(line, { name: firstName.trim() || t('home.mantra.friend') }) : '';
};
