import { MANTRA_VARIANTS } from '@studio/shared';

/** The six motivational lines of the home banner (spec M1, M9), each with the member's first name. */
const MANTRAS: readonly ((name: string) => string)[] = [
  (name) => `${name}, small steps every day add up to big changes.`,
  (name) => `You showed up, ${name}. That's the hardest part done.`,
  (name) => `Strong body, clear mind. Let's go, ${name}!`,
  (name) => `Progress, not perfection, ${name}.`,
  (name) => `Every workout counts, ${name}. Make today's yours.`,
  (name) => `Breathe in, ${name}: you're stronger than yesterday.`,
];

if (MANTRAS.length !== MANTRA_VARIANTS) throw new Error(`Expected ${MANTRA_VARIANTS} mantras`);

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 in the member's own calendar, so the line changes at local midnight. */
const localDayNumber = (date: Date): number =>
  Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);

/** Which of the six lines a day shows: they rotate one a day, in order. */
export const mantraIndex = (date: Date): number => localDayNumber(date) % MANTRA_VARIANTS;

/** The line for a member on a day; falls back to "friend" before the name is known. */
export const mantraFor = (firstName: string, date: Date): string => {
  const line = MANTRAS[mantraIndex(date)] ?? MANTRAS[0];
  return line ? line(firstName.trim() || 'friend') : '';
};
