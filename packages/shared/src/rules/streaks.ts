import type { LocalDay } from './calendar';

/**
 * Weekly streaks (issue 19, decision 0031). A week (Sunday to Saturday, the member's zone) counts
 * when the member trained on at least their weekly goal's number of days. A missed week while a
 * streak runs is bridged by the month's freeze: one a calendar month, the month of the missed
 * week's Sunday, used automatically; a second missed week in that month ends the streak.
 *
 * The state is kept in one row per member and moved on when a workout day is recorded; what it
 * says is true up to `openWeek` (the latest week with a workout day, maybe still running), and a
 * read closes the weeks since then in memory: constant cost whatever the history.
 */
export type StreakState = {
  /** The Sunday (YYYY-MM-DD) of the latest week with a workout day, or null before the first. */
  openWeek: string | null;
  /** Workout days counted in `openWeek`. */
  openDays: number;
  /** Weeks in a row counted before `openWeek`. */
  current: number;
  best: number;
  /** The month (YYYY-MM) whose freeze was used last. */
  freezeMonth: string | null;
};

export type Streak = {
  /** Weeks in a row, this week included once its goal is reached. */
  current: number;
  best: number;
  /** Workout days this week and the goal they count towards. */
  week_days: number;
  goal: number;
  /** This month's freeze was used to bridge a missed week. */
  freeze_used: boolean;
};

export const emptyStreak = (): StreakState => ({
  openWeek: null,
  openDays: 0,
  current: 0,
  best: 0,
  freezeMonth: null,
});

const DAY_MS = 86_400_000;
const toMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The Sunday (YYYY-MM-DD) of the week holding a calendar date. */
export const weekOf = (date: string): string => {
  const ms = toMs(date);
  return toDate(ms - new Date(ms).getUTCDay() * DAY_MS);
};

/** The date `days` after `date` (negative before). */
export const addDays = (date: string, days: number): string => toDate(toMs(date) + days * DAY_MS);

const weeksBetween = (from: string, to: string): number => Math.round((toMs(to) - toMs(from)) / (7 * DAY_MS));

/** One closed week folded into the streak: met, bridged by the month's freeze, or the end of it. */
const foldWeek = (state: StreakState, week: string, met: boolean): StreakState => {
  if (met) {
    const current = state.current + 1;
    return { ...state, current, best: Math.max(state.best, current) };
  }
  const month = week.slice(0, 7);
  if (state.current > 0 && state.freezeMonth !== month) return { ...state, freezeMonth: month };
  return { ...state, current: 0 };
};

/**
 * The state with every week before `week` closed: the open week (met or not against `goal`), then
 * the weeks with no workout day at all. Stops early once the streak is over (a long absence costs
 * no more than three weeks).
 */
export const closeWeeksBefore = (state: StreakState, week: string, goal: number): StreakState => {
  if (state.openWeek === null || state.openWeek >= week) return state;
  let next = foldWeek(state, state.openWeek, state.openDays >= Math.max(goal, 1));
  const empty = weeksBetween(state.openWeek, week) - 1;
  for (let i = 1; i <= empty && next.current > 0; i++)
    next = foldWeek(next, addDays(state.openWeek, 7 * i), false);
  return { ...next, openWeek: week, openDays: 0 };
};

/** The state after a new workout day (`date`, the member's calendar day; once per day). */
export const addWorkoutDay = (state: StreakState, date: string, goal: number): StreakState => {
  const week = weekOf(date);
  // A day of a week already closed (a change of zone) changes nothing.
  if (state.openWeek !== null && week < state.openWeek) return state;
  const closed = state.openWeek === null ? { ...state, openWeek: week } : closeWeeksBefore(state, week, goal);
  return { ...closed, openDays: closed.openDays + 1 };
};

/** The streak as the member sees it on `today`. */
export const streakOn = (state: StreakState, today: LocalDay, goal: number): Streak => {
  const week = weekOf(today.date);
  const closed = closeWeeksBefore(state, week, goal);
  const weekDays = closed.openWeek === week ? closed.openDays : 0;
  const current = closed.current + (weekDays >= Math.max(goal, 1) ? 1 : 0);
  return {
    current,
    best: Math.max(closed.best, current),
    week_days: weekDays,
    goal,
    freeze_used: closed.freezeMonth === today.date.slice(0, 7),
  };
};

const weeks = (n: number): string => `${n} ${n === 1 ? 'week' : 'weeks'}`;

/** What the streak card says (home and profile). */
export const streakWords = (
  streak: Streak,
): { title: string; best: string; week: string; freeze: string } => ({
  title: streak.current > 0 ? `${weeks(streak.current)} in a row` : 'No streak yet',
  best: `Best: ${weeks(streak.best)}`,
  week: `${streak.week_days} of ${Math.max(streak.goal, 1)} training days this week`,
  freeze: streak.freeze_used
    ? "This month's freeze kept your streak going."
    : 'One missed week a month is covered by a freeze.',
});
