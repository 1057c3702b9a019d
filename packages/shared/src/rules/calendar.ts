import { WEEK_DAYS } from '../constants';
import type { WeekDay } from './workout-days';

/** A calendar day in a member's time zone (DESIGN 3a "Time": weeks run Sunday to Saturday). */
export type LocalDay = {
  /** YYYY-MM-DD */
  date: string;
  /** 0 Sunday … 6 Saturday, like the spec's day keys. */
  weekday: number;
  day: WeekDay;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The day `at` falls on in `zone` (an unknown zone reads as UTC). */
export const localDay = (at: Date, zone: string): LocalDay => {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor(zone).formatToParts(at);
  } catch {
    parts = formatterFor('UTC').formatToParts(at);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase() as WeekDay;
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEK_DAYS.indexOf(day),
    day,
  };
};
