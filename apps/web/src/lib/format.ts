import * as shared from '@studio/shared';
import { type Cents, DISPLAY } from '@studio/shared';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * Every amount and date the web app shows is written here (the `Intl` core is in
 * `@studio/shared`, which the server uses too): the app's locale and currency, in the member's
 * zone, which is this browser's (sent as the member's at sign-in, DESIGN 3a).
 */
const display = DISPLAY;

type DateInput = string | Date;

/** "$143.88", from integer cents or the API's decimal string. */
export const formatMoney = (amount: Cents | string): string => shared.formatMoney(amount, display);

/** "80.5": up to two decimals. */
export const formatDecimal = (value: number): string => shared.formatDecimal(value, display);

/** "September 5, 2026" (spec M9 "MMMM D, YYYY"). */
export const formatDate = (date: DateInput): string => shared.formatDate(date, display);

/** "5 Sep, 2026" (spec M9 "D MMM, YYYY"). */
export const formatShortDate = (date: DateInput): string => shared.formatShortDate(date, display);

/** "Nov 5": a calendar day (a studio day of the dashboard), the same day in every zone. */
export const formatDay = (day: string): string => shared.formatDay(day, display);

/** "Sep 26" (spec M2 "member since"). */
export const formatMonthYear = (date: DateInput): string => shared.formatMonthYear(date, display);

/** "Sep 5, 14:30". */
export const formatDateTime = (date: DateInput): string => shared.formatDateTime(date, display);

/** "Sep 5, 14:30" in another zone than the browser's (the studio's, in its console). */
export const formatDateTimeIn = (date: DateInput, timeZone: string): string =>
  shared.formatDateTime(date, { ...display, timeZone });

/** "3 days ago", "a month ago" (dayjs's wording, which `Intl.RelativeTimeFormat` does not write). */
export const formatAge = (date: DateInput): string => dayjs(date).fromNow();
