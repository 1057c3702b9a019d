import {
  apiPaths,
  emptyWorkoutDays,
  libraryPaths,
  nutritionPaths,
  profilePaths,
  programPaths,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buyPremium } from '../billing/billing';
import { at, items, me, mealCatalogue, play, post, t, withApp } from '../harness';
import { createMemberWithProfile, query } from '../helper';
import { buyProgram, recipeIds } from '../nutrition/meals';

withApp(mealCatalogue);

describe('user stats over a known history (DESIGN 3a)', () => {
  it('counts workouts, minutes, active days, meals, pounds and inches for all time, the month and the week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-12-26T10:00:00Z'); // a Saturday, last month (premium's trial covers the rest)
    const member = await createMemberWithProfile(t.app);
    await buyPremium(t.app, member);
    await play(member, 'w0');
    await post(member, profilePaths.addMeasurement(member.user.id), {
      measurement_standard: 1,
      weight: 80,
      waist: 90,
    });

    at('2027-01-02T10:00:00Z'); // this month, the week before
    await play(member, 'w1');
    await post(member, profilePaths.addMeasurement(member.user.id), {
      measurement_standard: 2,
      weight: 170,
      waist: 34,
    });

    at('2027-01-04T09:00:00Z'); // Monday of this week
    await play(member, 'w2');
    await play(member, 'w3');
    await post(member, profilePaths.addMeasurement(member.user.id), {
      measurement_standard: 2,
      weight: 168,
      waist: 33.5,
    });
    await buyProgram(t, member, 'Strong start', { premium: false });
    const ids = await recipeIds(t);
    const plan = ['oats', 'salad', 'bites', 'tacos'].map((key) => ids[key]);
    expect((await post(member, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 })).statusCode).toBe(
      200,
    );
    expect((await post(member, nutritionPaths.completeMeal(ids.salad as number))).json().counted).toBe(true);
    // Counted once: a second tap the same day changes nothing.
    await post(member, nutritionPaths.completeMeal(ids.salad as number));

    at('2027-01-06T18:00:00Z'); // Wednesday, today
    await play(member, 'w4');
    // Playing the same workout again is a new play; finishing twice in one play counts once.
    await post(member, libraryPaths.finished, { id: items.w4, kind: 'workout' });
    await post(member, profilePaths.addMeasurement(member.user.id), {
      measurement_standard: 2,
      weight: 167,
      waist: 33,
    });
    await post(member, nutritionPaths.completeMeal(ids.salad as number));
    await post(member, nutritionPaths.completeMeal(ids.tacos as number));

    const user = await me(member);
    const durations = await query<{ key: string; duration_seconds: number }>(
      t.db,
      sql`select key, duration_seconds from items where key in ('w0', 'w1', 'w2', 'w3', 'w4')`,
    );
    const minutes = (...keys: string[]) =>
      Math.round(
        (durations.filter((d) => keys.includes(d.key)).reduce((sum, d) => sum + d.duration_seconds, 0) / 60) *
          100,
      ) / 100;
    expect(user.user_stats).toEqual({
      all_progress: {
        number_of_workouts: 5,
        minutes_exercised: minutes('w0', 'w1', 'w2', 'w3', 'w4'),
        days_active: 4,
        pounds_lost: 9.37,
        completed_meals: 3,
        inches_gained: -2.43,
      },
      month_progress: {
        number_of_workouts: 4,
        minutes_exercised: minutes('w1', 'w2', 'w3', 'w4'),
        days_active: 3,
        pounds_lost: 3,
        completed_meals: 3,
        inches_gained: -1,
      },
      week_progress: {
        number_of_workouts: 3,
        minutes_exercised: minutes('w2', 'w3', 'w4'),
        days_active: 2,
        pounds_lost: 1,
        completed_meals: 3,
        inches_gained: -0.5,
      },
    });
    expect(user.profile?.weekly_progress).toMatchObject({
      done: 2,
      done_days: { ...emptyWorkoutDays(), monday: true, wednesday: true },
      title: '2 of 3 workouts this week',
    });

    // A week later the week is empty; the month and all time keep theirs.
    at('2027-01-13T12:00:00Z');
    const later = await me(member);
    expect(later.user_stats.week_progress).toEqual({
      number_of_workouts: 0,
      minutes_exercised: 0,
      days_active: 0,
      pounds_lost: 0,
      completed_meals: 0,
      inches_gained: 0,
    });
    expect(later.user_stats.month_progress.number_of_workouts).toBe(4);
    expect(later.user_stats.all_progress.number_of_workouts).toBe(5);
  });

  it("counts on the member's own day: a late workout in New York is the day before UTC's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-12-06T12:00:00Z');
    const member = await createMemberWithProfile(t.app, { time_zone: 'America/New_York' });
    await buyPremium(t.app, member);
    at('2026-12-13T03:00:00Z'); // Sunday 03:00 UTC is Saturday 22:00 in New York: last week there
    await play(member, 'w0');
    at('2026-12-13T15:00:00Z'); // Sunday 10:00 in New York: this week
    const user = await me(member);
    expect(user.user_stats.week_progress.number_of_workouts).toBe(0);
    expect(user.user_stats.month_progress.number_of_workouts).toBe(1);
    expect(user.profile?.weekly_progress.done).toBe(0);
  });
});

describe('pounds lost', () => {
  it('compares the first and latest sets that have a weight, whatever sets without one came after', async () => {
    const member = await createMemberWithProfile(t.app);
    for (const set of [{ weight: 80 }, { weight: 78 }, { waist: 30 }])
      expect(
        (await post(member, profilePaths.addMeasurement(member.user.id), { measurement_standard: 2, ...set }))
          .statusCode,
      ).toBe(200);
    const stats = (await me(member)).user_stats;
    expect([stats.all_progress.pounds_lost, stats.week_progress.pounds_lost]).toEqual([2, 2]);
  });
});

describe('weekly goal on the profile', () => {
  it('is refused while the member has a program, and allowed without one', async () => {
    const member = await createMemberWithProfile(t.app);
    const change = (goal: number, days: Record<string, boolean>) =>
      t.app.inject({
        method: 'PUT',
        url: apiPaths.myProfile,
        headers: member.headers,
        payload: { weekly_goal: goal, workout_days: days },
      });
    const two = { monday: true, thursday: true };
    expect((await change(2, two)).statusCode).toBe(200);
    await buyProgram(t, member);
    const refused = await change(3, { monday: true, wednesday: true, friday: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'goal_locked_by_program',
      message: english('shared.profile.goalLockedByProgram'),
    });
    expect((await me(member)).profile?.weekly_goal).toBe(2);
    // The program's own path still sets them.
    const program = (await me(member)).program_in_progress;
    const configured = await post(member, programPaths.configureDays(program?.id as number), {
      program_id: program?.id,
      model: { weekly_goal: 2, workout_days: { monday: true, friday: true } },
    });
    expect(configured.statusCode).toBe(200);
  });

  it('is refused the same way through the onboarding call while a program runs (issue 14)', async () => {
    const member = await createMemberWithProfile(t.app);
    const program = await buyProgram(t, member);
    const asked = (await me(member)).program_week_required_days ?? 0;
    const week = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
    const days = Object.fromEntries(week.slice(0, asked).map((day) => [day, true]));
    const set = await post(member, programPaths.configureDays(program.id), {
      program_id: program.id,
      model: { weekly_goal: asked, workout_days: days },
    });
    expect(set.statusCode).toBe(200);
    const other = asked === 1 ? 2 : 1;
    const onboarding = await post(member, apiPaths.profiles, {
      weekly_goal: other,
      workout_days: Object.fromEntries(week.slice(0, other).map((day) => [day, true])),
    });
    expect(onboarding.statusCode).toBe(409);
    expect(onboarding.json()).toMatchObject({
      code: 'goal_locked_by_program',
      message: english('shared.profile.goalLockedByProgram'),
    });
    const after = await me(member);
    expect(after.profile?.weekly_goal).toBe(asked);
    expect(after.need_to_configure_days).toBe(false);
  });
});
