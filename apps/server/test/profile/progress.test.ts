import { apiPaths, type Progress, profilePaths } from '@studio/shared';
import { describe, expect, it, vi } from 'vitest';
import { recordActivity } from '../../src/features/profile/activity';
import { at, send, t, withApp } from '../harness';
import { createMemberWithProfile, type TestMember } from '../helper';

/** Issue 19 "Charts": GET /api/v4/users/me/progress, the series behind the profile's charts. */
withApp();

const progress = async (member: TestMember) => {
  const response = await send('GET', profilePaths.progress, undefined, member);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Progress>();
};
const addSet = async (member: TestMember, payload: object) => {
  const response = await send('POST', profilePaths.addMeasurement(member.user.id), payload, member);
  expect(response.statusCode, response.body).toBe(200);
};
const setStandard = async (member: TestMember, measurement_standard: 1 | 2) => {
  const response = await send('PUT', apiPaths.updateUser(member.user.id), { measurement_standard }, member);
  expect(response.statusCode, response.body).toBe(200);
};

describe('measures over time', () => {
  it("answers each recorded measure oldest first in the member's standard, converting sets in the other one", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await createMemberWithProfile(t.app);
    await setStandard(member, 1);
    at('2027-01-04T09:00:00Z');
    await addSet(member, { measurement_standard: 1, weight: 80, waist: 90 });
    at('2027-01-11T09:00:00Z');
    await addSet(member, { measurement_standard: 2, weight: 170, waist: 34 });

    const metric = await progress(member);
    expect(metric.measurement_standard).toBe(1);
    expect(metric.measures.map((series) => series.key)).toEqual(['weight', 'waist']);
    expect(metric.measures[0]).toEqual({
      key: 'weight',
      unit: 'kg',
      points: [
        { at: '2027-01-04T09:00:00.000Z', value: 80 },
        { at: '2027-01-11T09:00:00.000Z', value: 77.11 },
      ],
    });
    expect(metric.measures[1]?.points.map((point) => point.value)).toEqual([90, 86.36]);

    // Switching the standard answers the same sets in lbs and in (the cached answer is not kept).
    await setStandard(member, 2);
    const imperial = await progress(member);
    expect(imperial.measurement_standard).toBe(2);
    expect(imperial.measures[0]).toMatchObject({ unit: 'lbs' });
    expect(imperial.measures[0]?.points.map((point) => point.value)).toEqual([176.37, 170]);
    expect(imperial.measures[1]).toMatchObject({ unit: 'in' });
    expect(imperial.measures[1]?.points.map((point) => point.value)).toEqual([35.43, 34]);
  });

  it('answers no series without sets, and a new set shows at once', async () => {
    const member = await createMemberWithProfile(t.app);
    expect((await progress(member)).measures).toEqual([]);
    await addSet(member, { measurement_standard: 2, chest: 40 });
    expect((await progress(member)).measures).toEqual([
      { key: 'chest', unit: 'in', points: [{ at: expect.any(String), value: 40 }] },
    ]);
  });
});

describe('workouts and minutes per week', () => {
  it("buckets the member's days into their last 12 weeks (Sunday to Saturday in their zone), oldest first", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 2027-01-16 at 20:00 in New York is already Sunday the 17th in UTC: the week is the
    // member's, Sunday 10 to Saturday 16, still this week.
    at('2027-01-17T01:00:00Z');
    const member = await createMemberWithProfile(t.app, { time_zone: 'America/New_York' });
    const userId = member.user.id;
    await recordActivity(t.db, { userId, day: '2027-01-16', workouts: 2, seconds: 1800 });
    await recordActivity(t.db, { userId, day: '2027-01-10', workouts: 1, seconds: 600 });
    await recordActivity(t.db, { userId, day: '2027-01-09', workouts: 1, seconds: 900, meals: 2 });
    await recordActivity(t.db, { userId, day: '2026-10-25', workouts: 1, seconds: 1200 }); // 12th week back
    await recordActivity(t.db, { userId, day: '2026-10-24', workouts: 5, seconds: 9000 }); // before it
    await recordActivity(t.db, { userId, day: '2027-01-12', meals: 3 }); // meals only

    const { weeks } = await progress(member);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week_start: '2026-10-25', workouts: 1, minutes: 20 });
    expect(weeks[10]).toEqual({ week_start: '2027-01-03', workouts: 1, minutes: 15 });
    expect(weeks[11]).toEqual({ week_start: '2027-01-10', workouts: 3, minutes: 40 });
    expect(weeks.slice(1, 10).every((week) => week.workouts === 0 && week.minutes === 0)).toBe(true);

    // The same moment is Sunday the 17th in Tokyo: a new week begins for a member there.
    const tokyo = await createMemberWithProfile(t.app, { time_zone: 'Asia/Tokyo' });
    await recordActivity(t.db, { userId: tokyo.user.id, day: '2027-01-17', workouts: 1, seconds: 300 });
    const theirs = (await progress(tokyo)).weeks;
    expect(theirs.at(-1)).toEqual({ week_start: '2027-01-17', workouts: 1, minutes: 5 });
    expect(theirs[0]?.week_start).toBe('2026-11-01');
  });
});

describe('privacy', () => {
  it("never answers another member's sets or days", async () => {
    const mine = await createMemberWithProfile(t.app);
    const other = await createMemberWithProfile(t.app);
    await addSet(mine, { measurement_standard: 2, weight: 180 });
    await recordActivity(t.db, {
      userId: mine.user.id,
      day: new Date().toISOString().slice(0, 10),
      workouts: 4,
    });
    const theirs = await progress(other);
    expect(theirs.measures).toEqual([]);
    expect(theirs.weeks.every((week) => week.workouts === 0)).toBe(true);
    expect((await progress(mine)).measures).toHaveLength(1);
  });

  it('401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: profilePaths.progress });
    expect(response.statusCode).toBe(401);
  });
});
