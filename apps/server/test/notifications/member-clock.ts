/** A zone whose clock is now between 01:00 and 22:00, so that "a minute ago" is today there. */
export const dayZone = (now = new Date()) =>
  ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'].find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now),
    );
    return hour >= 1 && hour < 22;
  }) as string;

/** `HH:MM` at `at` in `zone`: a reminder's time as members set it. */
export const clock = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** Workout days: all of them. */
export const EVERY_DAY = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [day, true]),
);
