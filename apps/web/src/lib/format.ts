import * as shared from '@studio/shared';
import { type Cents, DISPLAY } from '@studio/shared';

/**
 * Every amount and date the web app shows is written here (the `Intl` core is in
 * `@studio/shared`, which the server uses too): the app's locale and currency, in the member's
 * zone, which is this browser's (sent as the member's at sign-in, DESIGN 3a).
 */
const display = DISPLAY;

type DateInput = string | Date;

/** "$143.88", from integer cents or the API's decimal string. */
export const formatMoney = (amount: Cents | string): string => shared.formatMoney(amount, display);

/** "September 5, 2026" (spec M9 "MMMM D, YYYY"). */
export const formatDate = (date: DateInput): string => shared.formatDate(date, display);

/** "Nov 5": a calendar day (a studio day of the dashboard), the same day in every zone. */
export const formatDay = (day: string): string => shared.formatDay(day, display);

/** "Sep 5, 14:30". */
export const formatDateTime = (date: DateInput): string => shared.formatDateTime(date, display);
