import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant a wall-clock time (HH:mm) of a calendar day (YYYY-MM-DD) reads in `zone`. */
export const wallTimeIn = (date: string, time: string, zone: string): Date =>
  dayjs.tz(`${date} ${time}`, zone).toDate();

/** The first instant of a calendar day (YYYY-MM-DD) in `zone`. */
export const startOfDayIn = (date: string, zone: string): Date => wallTimeIn(date, '00:00', zone);

/** The first instant after a calendar day (YYYY-MM-DD) in `zone`: where "valid until that day" ends. */
export const endOfDayIn = (date: string, zone: string): Date =>
  dayjs.tz(`${date} 00:00`, zone).add(1, 'day').toDate();

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
export const dayIn = (at: Date, zone: string): string => dayjs(at).tz(zone).format('YYYY-MM-DD');

/** dayjs with the utc and timezone plugins, for the console's times in the studio's zone. */
export { dayjs as zoned };
