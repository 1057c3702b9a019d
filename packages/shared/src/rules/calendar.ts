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

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The time of day `at` reads in `zone`, HH:MM on a 24-hour clock (an unknown zone reads as UTC). */
export const localClock = (at: Date, zone: string): string => {
  let clock = clocks.get(zone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return localClock(at, 'UTC');
    }
    clocks.set(zone, clock);
  }
  return clock.format(at);
};

const STEP_MS = 15 * 60_000;

/**
 * The first instant of the member's next calendar day in `zone`: when what depends on "today"
 * (stats periods, the week's progress) changes with no write. Days of 23 or 25 hours (daylight
 * saving) are found by stepping a quarter of an hour from the 24-hour guess.
 */
export const nextLocalMidnight = (at: Date, zone: string): Date => {
  const today = localDay(at, zone).date;
  const sameDay = (ms: number) => localDay(new Date(ms), zone).date === today;
  let candidate = at.getTime() + 24 * 3_600_000;
  while (!sameDay(candidate - STEP_MS) && candidate - STEP_MS > at.getTime()) candidate -= STEP_MS;
  while (sameDay(candidate)) candidate += STEP_MS;
  // Now the day changes within (candidate - STEP, candidate]: narrow to the minute, then the millisecond.
  let low = candidate - STEP_MS;
  let high = candidate;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (sameDay(middle)) low = middle;
    else high = middle;
  }
  return new Date(high);
};

/** A calendar date (YYYY-MM-DD) as a local day, `days` later (earlier when negative). */
export const calendarDay = (date: string, days = 0): LocalDay => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return localDay(new Date(Date.UTC(y, m - 1, d + days, 12)), 'UTC');
};

/** The Sunday (YYYY-MM-DD) that starts a local day's week: the meal plan's week. */
export const weekStart = (day: LocalDay): string => {
  const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - day.weekday)).toISOString().slice(0, 10);
};
