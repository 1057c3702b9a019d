import { type Home, homePaths } from '@studio/shared';
import { describe, expect, it, vi } from 'vitest';
import { recordActivity } from '../../src/features/profile';
import { buyPremium } from '../billing/billing';
import { at, me, mealCatalogue, play, send, t, withApp } from '../harness';
import { createMember, createMemberWithProfile, type TestMember } from '../helper';

withApp(mealCatalogue);

const streaks = async (member: TestMember) => {
  const { profile } = await me(member);
  const home = (await send('GET', homePaths.home, undefined, member)).json<Home>();
  expect(home.streak).toEqual(profile?.streak);
  return profile?.streak;
};
const twoDays = { weekly_goal: 2, workout_days: { monday: true, saturday: true } };

describe('weekly streaks (decision 0031)', () => {
  it('counts weeks in the member’s zone: the same two moments are one week in Los Angeles, two in Auckland', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2027-01-04T20:00:00Z'); // Monday noon in Los Angeles, Tuesday 09:00 in Auckland
    const la = await createMemberWithProfile(t.app, { time_zone: 'America/Los_Angeles' }, twoDays);
    const nz = await createMemberWithProfile(t.app, { time_zone: 'Pacific/Auckland' }, twoDays);
    for (const member of [la, nz]) await buyPremium(t.app, member);
    for (const member of [la, nz]) await play(member, 'w1');
    // A second workout the same day is not a second day.
    await play(la, 'w2');
    expect(await streaks(la)).toMatchObject({ current: 0, week_days: 1, goal: 2 });

    at('2027-01-09T20:00:00Z'); // Saturday noon in Los Angeles, Sunday 09:00 (a new week) in Auckland
    for (const member of [la, nz]) await play(member, 'w3');
    expect(await streaks(la)).toEqual({ current: 1, best: 1, week_days: 2, goal: 2, freeze_used: false });
    expect(await streaks(nz)).toEqual({ current: 0, best: 0, week_days: 1, goal: 2, freeze_used: false });
  });

  it('a missed week uses the month’s freeze by itself; a second missed week ends the streak, the best stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2027-01-04T20:00:00Z');
    const member = await createMemberWithProfile(t.app, { time_zone: 'America/Los_Angeles' }, twoDays);
    // Weeks later than premium's trial: the counters as a finished workout moves them.
    const trained = (day: string) =>
      recordActivity(t.db, { userId: member.user.id, day, workouts: 1, seconds: 600 });
    await trained('2027-01-04');
    await trained('2027-01-05');
    expect(await streaks(member)).toMatchObject({ current: 1, best: 1 });

    // The week of 10 January passes without a workout: the answer kept for the member expires at
    // their midnight, and the week closes then.
    at('2027-01-17T20:00:00Z');
    expect(await streaks(member)).toMatchObject({ current: 1, best: 1, week_days: 0, freeze_used: true });
    await trained('2027-01-17');
    at('2027-01-18T20:00:00Z');
    await trained('2027-01-18');
    expect(await streaks(member)).toMatchObject({ current: 2, best: 2, freeze_used: true });

    // The week of 24 January is missed too: January's freeze is gone.
    at('2027-01-31T07:59:00Z'); // Saturday 23:59 in Los Angeles: the week not closed yet
    expect(await streaks(member)).toMatchObject({ current: 2 });
    at('2027-01-31T08:00:00Z'); // Sunday 00:00 there: the week closes
    expect(await streaks(member)).toMatchObject({ current: 0, best: 2 });
  });

  it('a member with no profile has no streak on home', async () => {
    const member = await createMember(t.app);
    const home = (await send('GET', homePaths.home, undefined, member)).json<Home>();
    expect(home.streak).toBeNull();
  });
});
