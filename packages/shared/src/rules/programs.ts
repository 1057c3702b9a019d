/** Program rules (accounts-and-purchase.md sections 4, 9; DESIGN 3a), pure so both sides share them. */

const DAY_MS = 86_400_000;

/**
 * A purchase rents the program for its weeks, consecutive from the purchase moment: no pause, no
 * refund. The rental ends exactly `weeks` × 7 days later.
 */
export const rentalWindow = (purchasedAt: Date, weeks: number): { startsAt: Date; endsAt: Date } => {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`not a number of weeks: ${weeks}`);
  return { startsAt: purchasedAt, endsAt: new Date(purchasedAt.getTime() + weeks * 7 * DAY_MS) };
};

/** Whether a rental lasts at `now` (its workouts stay watchable even if premium lapses). */
export const rentalLasts = (window: { endsAt: Date }, now: Date): boolean => now < window.endsAt;

/** "1-7", "8-14": the program days a week covers (spec M2 "Week N (day range)"). */
export const weekDayRange = (week: number): string => `${(week - 1) * 7 + 1}-${week * 7}`;

export type ProgramBuyAction = 'buy' | 'buy_again' | null;

/**
 * Program buy availability (A4, M4; DESIGN 3a): purchased → none; completed, or ended with its
 * weeks run out (or its money returned) → buy again; otherwise buy.
 */
export const programBuyAction = (program: {
  has_purchased: boolean;
  has_completed: boolean;
  has_canceled: boolean;
}): ProgramBuyAction => {
  if (program.has_purchased) return null;
  return program.has_completed || program.has_canceled ? 'buy_again' : 'buy';
};

/**
 * The first week, up to `furthestWeek`, that `next` changes or drops from `current` (weeks of
 * workout ids, in day order), or null: a week a member has reached keeps its days (issue 17).
 */
export const changedReachedWeek = (
  current: readonly (readonly number[])[],
  next: readonly (readonly number[])[],
  furthestWeek: number | null,
): number | null => {
  const reached = Math.min(furthestWeek ?? 0, current.length);
  for (let w = 0; w < reached; w += 1) {
    const was = current[w] ?? [];
    const now = next[w];
    if (!now || now.length !== was.length || now.some((id, d) => id !== was[d])) return w + 1;
  }
  return null;
};
