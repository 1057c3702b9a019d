import { apiPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberProfiles } from '../../src/db/schema';
import { t, withApp } from '../harness';
import { createMember, createMemberWithProfile } from '../helper';

withApp();

const createProfile = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.profiles, headers, payload });
const updateProfile = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: apiPaths.myProfile, headers, payload });

const days = (...names: string[]) => Object.fromEntries(names.map((d) => [d, true]));
const ALL_FALSE = {
  sunday: false,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
};

describe('POST /api/v3/users/me/profiles (onboarding)', () => {
  it('creates the profile: has_profile true, days, nutrition and the level of the goal', async () => {
    const member = await createMember(t.app);
    const response = await createProfile(member.headers, {
      weekly_goal: 4,
      workout_days: days('monday', 'tuesday', 'thursday', 'saturday'),
      nutrition: 2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      has_profile: true,
      profile: {
        weekly_goal: 4,
        level: 'intermediate',
        nutrition: 2,
        workout_days: { ...ALL_FALSE, monday: true, tuesday: true, thursday: true, saturday: true },
      },
    });
    const me = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(me.json().profile.level).toBe('intermediate');
  });

  it.each([
    [3, 'beginner'],
    [5, 'advanced'],
    [7, 'advanced'],
  ])('a goal of %i days is %s', async (goal, level) => {
    const member = await createMember(t.app);
    const all = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const response = await createProfile(member.headers, {
      weekly_goal: goal,
      workout_days: days(...all.slice(0, goal)),
    });
    expect(response.json().profile.level).toBe(level);
  });

  it('sent twice, replaces the goal and days (safe to repeat), one row per member', async () => {
    const member = await createMemberWithProfile(t.app);
    const response = await createProfile(member.headers, { weekly_goal: 1, workout_days: days('sunday') });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ weekly_goal: 1, nutrition: null });
    expect(await t.db.select().from(memberProfiles)).toHaveLength(1);
  });

  it('Please select N more days to continue when fewer days than the goal', async () => {
    const member = await createMember(t.app);
    const response = await createProfile(member.headers, { weekly_goal: 4, workout_days: days('monday') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      workout_days: [english('shared.days.selectMore', { count: 3 })],
    });
    expect(await t.db.select().from(memberProfiles)).toHaveLength(0);
  });

  it('refuses more days than the goal', async () => {
    const member = await createMember(t.app);
    const response = await createProfile(member.headers, {
      weekly_goal: 2,
      workout_days: days('monday', 'tuesday', 'friday'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ workout_days: [english('shared.days.tooMany', { goal: 2 })] });
  });

  it.each([0, -1])('refuses a goal of %i', async (goal) => {
    const member = await createMember(t.app);
    const response = await createProfile(member.headers, { weekly_goal: goal, workout_days: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.weekly_goal).toEqual([english('shared.days.goalAtLeastOne')]);
    expect(await t.db.select().from(memberProfiles)).toHaveLength(0);
  });

  it('refuses a goal above 7 days and a goal that is not a whole number', async () => {
    const member = await createMember(t.app);
    const eight = await createProfile(member.headers, { weekly_goal: 8, workout_days: {} });
    expect(eight.statusCode).toBe(400);
    expect(eight.json().errors).toHaveProperty('weekly_goal');
    const half = await createProfile(member.headers, {
      weekly_goal: 2.5,
      workout_days: days('monday', 'friday'),
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.weekly_goal).toEqual([english('shared.days.whole')]);
  });

  it('This field is required for a missing goal or days; an unknown diet is refused', async () => {
    const member = await createMember(t.app);
    const missing = await createProfile(member.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      weekly_goal: [english('common.form.required')],
      workout_days: [english('common.form.required')],
    });
    const diet = await createProfile(member.headers, {
      weekly_goal: 1,
      workout_days: days('monday'),
      nutrition: 9,
    });
    expect(diet.statusCode).toBe(400);
    expect(diet.json().errors).toHaveProperty('nutrition');
  });

  it('wrong types in the days answer 400 naming workout_days', async () => {
    const member = await createMember(t.app);
    const response = await createProfile(member.headers, { weekly_goal: 1, workout_days: { monday: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('workout_days');
  });

  it('401 without a session', async () => {
    const response = await createProfile({}, { weekly_goal: 1, workout_days: days('monday') });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/v4/users/me/profile', () => {
  it('changes the goal and the days together, and the level with them', async () => {
    const member = await createMemberWithProfile(
      t.app,
      {},
      { weekly_goal: 3, workout_days: days('monday', 'wednesday', 'friday'), nutrition: 1 },
    );
    const response = await updateProfile(member.headers, {
      weekly_goal: 5,
      workout_days: days('monday', 'tuesday', 'wednesday', 'thursday', 'friday'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      weekly_goal: 5,
      level: 'advanced',
      nutrition: 1,
      workout_days: {
        ...ALL_FALSE,
        monday: true,
        tuesday: true,
        wednesday: true,
        thursday: true,
        friday: true,
      },
    });
    const [row] = await t.db.select().from(memberProfiles).where(eq(memberProfiles.user_id, member.user.id));
    expect(row?.weekly_goal).toBe(5);
  });

  it('Please select N more days to continue; nothing changes', async () => {
    const member = await createMemberWithProfile(t.app);
    const response = await updateProfile(member.headers, { weekly_goal: 5, workout_days: days('monday') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      workout_days: [english('shared.days.selectMore', { count: 4 })],
    });
    const [row] = await t.db.select().from(memberProfiles);
    expect(row?.weekly_goal).toBe(3);
  });

  it('refuses a goal of 0', async () => {
    const member = await createMemberWithProfile(t.app);
    const response = await updateProfile(member.headers, { weekly_goal: 0, workout_days: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.weekly_goal).toEqual([english('shared.days.goalAtLeastOne')]);
  });

  it('answers 404 before onboarding', async () => {
    const member = await createMember(t.app);
    const response = await updateProfile(member.headers, { weekly_goal: 1, workout_days: days('monday') });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(memberProfiles)).toHaveLength(0);
  });

  it("changes only the caller's profile", async () => {
    const ana = await createMemberWithProfile(t.app);
    const bruno = await createMemberWithProfile(t.app);
    await updateProfile(ana.headers, { weekly_goal: 1, workout_days: days('sunday') });
    const [row] = await t.db.select().from(memberProfiles).where(eq(memberProfiles.user_id, bruno.user.id));
    expect(row?.weekly_goal).toBe(3);
  });

  it('401 without a session', async () => {
    const response = await updateProfile({}, { weekly_goal: 1, workout_days: days('monday') });
    expect(response.statusCode).toBe(401);
  });
});
