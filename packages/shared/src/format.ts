import { CURRENCY, DISPLAY_LOCALE } from './constants';
import { type Cents, formatCents, toCents } from './rules/pricing';

/**
 * How amounts and dates read, on both sides, built on `Intl` so that another locale or currency
 * is a change of `Display` (and of the few spec patterns composed below), not of every screen.
 */
export type Display = {
  locale: string;
  currency: string;
  /** An IANA zone; none is the zone of the machine that formats (the browser's, the server's). */
  timeZone?: string;
};

/** A9: English, currency USD with the $ prefix. */
export const DISPLAY: Display = { locale: DISPLAY_LOCALE, currency: CURRENCY };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const numberFormat = (display: Display, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = JSON.stringify([display.locale, options]);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(display.locale, options);
    numberFormats.set(key, format);
  }
  return format;
};

const dateFormat = (display: Display, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = JSON.stringify([display.locale, display.timeZone ?? null, options]);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(display.locale, { ...options, timeZone: display.timeZone });
    dateFormats.set(key, format);
  }
  return format;
};

/**
 * "$143.88" (A9), "R$ 143,88", "¥1999": from integer minor units of `display.currency` or the API's
 * decimal string; the amount reaches `Intl` as its exact decimal, never as a float. Text that is not
 * an amount is shown as it is.
 */
export const formatMoney = (amount: Cents | string, display: Display = DISPLAY): string => {
  const cents = typeof amount === 'number' ? amount : toCents(amount, display.currency);
  if (cents === null) return String(amount);
  // No thousands separator: A9's prices read "$1234.50" as the API writes them.
  const format = numberFormat(display, { style: 'currency', currency: display.currency, useGrouping: false });
  return format.format(formatCents(cents, display.currency) as `${number}`);
};

/** "80.5": a measure's value, up to two decimals (M9), no thousands separator. */
export const formatDecimal = (value: number, display: Display = DISPLAY): string =>
  numberFormat(display, { maximumFractionDigits: 2, useGrouping: false }).format(value);

/** "16,225": a count, grouped as the locale groups thousands (the console's figures). */
export const formatCount = (value: number, display: Display = DISPLAY): string =>
  numberFormat(display, { maximumFractionDigits: 0 }).format(value);

type DateInput = string | Date;
const toDate = (date: DateInput): Date => (typeof date === 'string' ? new Date(date) : date);

/** "September 5, 2026": the long date of measurement sets and of the subscription (M9 "MMMM D, YYYY"). */
export const formatDate = (date: DateInput, display: Display = DISPLAY): string =>
  dateFormat(display, { year: 'numeric', month: 'long', day: 'numeric' }).format(toDate(date));

/**
 * "5 Sep, 2026": the date of a photo (M9 "D MMM, YYYY") in English, the spec's words. Another
 * language writes its own short date ("5 de set. de 2026", "5 sept 2026"), not English's comma.
 */
export const formatShortDate = (date: DateInput, display: Display = DISPLAY): string => {
  const format = dateFormat(display, { year: 'numeric', month: 'short', day: 'numeric' });
  if (!display.locale.startsWith('en')) return format.format(toDate(date));
  const parts = format.formatToParts(toDate(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('year')}`;
};

/** "Sep 26": a month and a two-digit year (M2 "member since"). */
export const formatMonthYear = (date: DateInput, display: Display = DISPLAY): string =>
  dateFormat(display, { year: '2-digit', month: 'short' }).format(toDate(date));

/** "Sep 5, 14:30": a day and a 24-hour time (when a live class starts). */
export const formatDateTime = (date: DateInput, display: Display = DISPLAY): string =>
  dateFormat(display, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(toDate(date));

/**
 * "Nov 5": a calendar day (YYYY-MM-DD, such as a studio day of the dashboard), the same day in
 * every zone: it is no instant, so it is read at noon UTC and written in UTC.
 */
export const formatDay = (day: string, display: Display = DISPLAY): string =>
  dateFormat({ ...display, timeZone: 'UTC' }, { month: 'short', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** "December 24, 2026": a calendar day (YYYY-MM-DD) in full, the same day in every zone (as formatDay). */
export const formatFullDay = (day: string, display: Display = DISPLAY): string =>
  dateFormat({ ...display, timeZone: 'UTC' }, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** "Monday": the weekday of a calendar day (YYYY-MM-DD), the same in every zone (read as formatDay). */
export const formatWeekday = (day: string, display: Display = DISPLAY): string =>
  dateFormat({ ...display, timeZone: 'UTC' }, { weekday: 'long' }).format(new Date(`${day}T12:00:00Z`));

/** "Sun": a calendar day's weekday, abbreviated as the locale abbreviates it ("dom." in pt-BR). */
export const formatShortWeekday = (day: string, display: Display = DISPLAY): string =>
  dateFormat({ ...display, timeZone: 'UTC' }, { weekday: 'short' }).format(new Date(`${day}T12:00:00Z`));

/** "Monday" from "monday" as the locale writes it: its first letter upper case (a heading, a button). */
export const capitalised = (text: string, display: Display = DISPLAY): string =>
  text.charAt(0).toLocaleUpperCase(display.locale) + text.slice(1);
