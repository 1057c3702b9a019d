import { describe, expect, it } from 'vitest';
import { localDay } from './calendar';
import { addWorkoutDay, emptyStreak, type StreakState, streakOn, weekOf } from './streaks';

const days = (state: StreakState, dates: string[], goal: number) =>
  dates.reduce((s, date) => addWorkoutDay(s, date, goal), state);
const on = (date: string) => localDay(new Date(`${date}T12:00:00Z`), 'UTC');

describe('weekly streaks (decision 0031)', () => {
  it('weeks run Sunday to Saturday', () => {
    expect(weekOf('2027-01-02')).toBe('2026-12-27'); // a Saturday
    expect(weekOf('2027-01-03')).toBe('2027-01-03'); // a Sunday
  });

  it('counts a week once its goal is reached, this week included, and keeps the best', () => {
    let s = days(emptyStreak(), ['2027-01-04', '2027-01-06'], 2); // week of 3 January: met
    expect(streakOn(s, on('2027-01-06'), 2)).toMatchObject({ current: 1, best: 1, week_days: 2 });
    s = days(s, ['2027-01-11'], 2); // next week: one day so far
    expect(streakOn(s, on('2027-01-12'), 2)).toMatchObject({ current: 1, week_days: 1 });
    s = days(s, ['2027-01-14'], 2);
    expect(streakOn(s, on('2027-01-14'), 2)).toMatchObject({ current: 2, best: 2 });
  });

  it('bridges one missed week a month with the freeze; a second in that month ends the streak', () => {
    const s = days(emptyStreak(), ['2027-03-01', '2027-03-08'], 1); // two weeks met
    // The week of 14 March is missed: bridged, the streak still 2 on the 21st.
    expect(streakOn(s, on('2027-03-21'), 1)).toMatchObject({ current: 2, best: 2, freeze_used: true });
    // The week of 21 March is missed too, in the same month: over.
    expect(streakOn(s, on('2027-03-28'), 1)).toMatchObject({ current: 0, best: 2, freeze_used: true });
    // Training again on the 22nd after the bridged week keeps the run going.
    const kept = days(s, ['2027-03-22'], 1);
    expect(streakOn(kept, on('2027-03-22'), 1)).toMatchObject({ current: 3, best: 3 });
  });

  it('a new month has a new freeze', () => {
    // Weeks of 28 Feb, 7 Mar met; 14 Mar missed (March's freeze); 21, 28 Mar met; 4 Apr missed (April's).
    const s = days(emptyStreak(), ['2027-03-01', '2027-03-08', '2027-03-22', '2027-03-29', '2027-04-12'], 1);
    expect(streakOn(s, on('2027-04-12'), 1)).toMatchObject({ current: 5, best: 5, freeze_used: true });
    // The week of 11 April closed met; the week of 18 April missed with April's freeze gone: over.
    expect(streakOn(s, on('2027-04-18'), 1)).toMatchObject({ current: 5, best: 5 });
    expect(streakOn(s, on('2027-04-25'), 1)).toMatchObject({ current: 0, best: 5 });
  });

  it('a week under the goal is missed, and no freeze starts a streak', () => {
    const s = days(emptyStreak(), ['2027-01-04'], 3);
    expect(streakOn(s, on('2027-01-11'), 3)).toMatchObject({ current: 0, best: 0, freeze_used: false });
  });

  it('a long absence ends the streak at constant cost', () => {
    const s = days(emptyStreak(), ['2020-01-06'], 1);
    expect(streakOn(s, on('2027-01-06'), 1)).toMatchObject({ current: 0, best: 1 });
  });
});
