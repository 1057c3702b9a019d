import {
  emptyWorkoutDays,
  type Home,
  homeCardLinks,
  homePaths,
  localDay,
  nutritionPaths,
  type Program,
  programPaths,
  WEEK_DAYS,
} from '@studio/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buyPremium } from '../billing/billing';
import { aMember, items, mealCatalogue, member, play, post, send, t, withApp } from '../harness';
import { createMemberWithProfile, nextDay, query, type TestMember } from '../helper';
import { buyProgram, recipeIds } from '../nutrition/meals';

let ids: Record<string, number>;
const recipes = async () => {
  ids = await recipeIds(t);
};
withApp(mealCatalogue, recipes, aMember);

const home = async (who: TestMember = member) => {
  const response = await send('GET', homePaths.home, undefined, who);
  expect(response.statusCode).toBe(200);
  return response.json<Home>();
};
/** The program's two days a week: today and tomorrow (UTC), or the two days after today. */
const trainOn = async (program: Program, includeToday: boolean) => {
  const today = localDay(new Date(), 'UTC').weekday;
  const picks = includeToday ? [today, (today + 1) % 7] : [(today + 1) % 7, (today + 2) % 7];
  const workout_days = emptyWorkoutDays();
  for (const d of picks) workout_days[WEEK_DAYS[d] as keyof typeof workout_days] = true;
  const response = await post(member, programPaths.configureDays(program.id), {
    program_id: program.id,
    model: { weekly_goal: 2, workout_days },
  });
  expect(response.statusCode).toBe(200);
};
const kinds = (data: Home) => data.dynamic_cards.map((card) => card.kind);

describe('home data', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: homePaths.home })).statusCode).toBe(401);
  });

  it('for a member with no program: the phrase of the day and nothing else to do', async () => {
    const data = await home();
    expect(data).toMatchObject({
      program: null,
      workout: null,
      carousel: [],
      rest_day: false,
      completed: false,
      trained_today: false,
      daily_phrase: { text: 'Small steps add up.' },
      dynamic_cards: [],
      meals: [],
      need_to_configure_days: false,
      need_to_configure_nutrition_type: false,
      completion_prompt_url: null,
    });
  });

  it('after buying a program, before choosing days: the reminder to choose them', async () => {
    await buyProgram(t, member);
    const data = await home();
    expect(data.need_to_configure_days).toBe(true);
    expect(data.rest_day).toBe(false);
    expect(data.dynamic_cards[0]).toMatchObject({ kind: 'reminder', url: homeCardLinks.workout_days });
  });

  it("on a training day: the program, today's workout, and the cards", async () => {
    const program = await buyProgram(t, member);
    await trainOn(program, true);
    const data = await home();
    expect(data.program).toMatchObject({ id: program.id, has_purchased: true, display_prompt: true });
    expect(data.workout).toMatchObject({ week: 1, day: 1, kind: 'workout' });
    expect(data.workout?.exercises.map((e) => [e.id, e.can_watch])).toEqual([[items.w0, true]]);
    expect(data.carousel.map((c) => [c.kind, c.item.id])).toEqual([['pending_workout', items.w0]]);
    expect([data.rest_day, data.trained_today, data.completed]).toEqual([false, false, false]);
    expect(kinds(data)).toEqual([
      'pending_workout',
      'setup_meals',
      'body_update',
      'picture_update',
      'program_tips',
    ]);
    const byKind = Object.fromEntries(data.dynamic_cards.map((c) => [c.kind, c]));
    expect(byKind.body_update?.url).toBe('/page/measurements?form_open=true');
    expect(byKind.picture_update?.url).toBe('/page/progress-photos?form_open=true');
    expect(byKind.program_tips?.url).toBe('https://studio.example/tips/strong-start');
    expect(byKind.pending_workout?.item?.id).toBe(items.w0);
    expect(data.need_to_configure_nutrition_type).toBe(true);
    expect(data.need_to_configure_days).toBe(false);
  });

  it('on a rest day: rest_day, said by the banner only, no workout card', async () => {
    const program = await buyProgram(t, member);
    await trainOn(program, false);
    const data = await home();
    expect(data.rest_day).toBe(true);
    expect(data.workout?.exercises[0]?.id).toBe(items.w0);
    expect(kinds(data)).not.toContain('pending_workout');
    expect(kinds(data)).not.toContain('reminder');
    expect(JSON.stringify(data.dynamic_cards)).not.toContain('Rest day');
  });

  it('after training today: trained_today, the next day due, the last library workout', async () => {
    const program = await buyProgram(t, member);
    await trainOn(program, true);
    await play(member, 'w0');
    await play(member, 'w7');
    // The next day's workout played the same day: a workout, not the program's next day (0015).
    await play(member, 'w1');
    const data = await home();
    expect(data.trained_today).toBe(true);
    const [w0] = await query<{ title: string }>(t.db, sql`select title from items where key = 'w0'`);
    expect(data.done_today).toEqual({ week: 1, day: 1, name: w0?.title });
    expect(data.workout).toMatchObject({ week: 1, day: 2 });
    expect(data.carousel.map((c) => [c.kind, c.item.id])).toEqual([
      ['pending_workout', items.w1],
      ['last_library_workout', items.w7],
    ]);
    expect(kinds(data)).not.toContain('pending_workout');
  });

  it('with a completed program: the prompt, until the congratulation is seen', async () => {
    const program = await buyProgram(t, member);
    await trainOn(program, true);
    for (const key of ['w0', 'w1', 'w2', 'w0']) {
      await play(member, key);
      nextDay();
    }
    const data = await home();
    expect(data.completed).toBe(true);
    expect(data.program).toMatchObject({ id: program.id, has_completed: true });
    expect(data.completion_prompt_url).toBe('https://forms.studio.example/strong-start');
    expect(data.workout).toBeNull();
    expect(data.dynamic_cards).toEqual([]);
    const seen = await send('PUT', programPaths.congratsSeen(program.id));
    expect(seen.statusCode).toBe(200);
    const after = await home();
    expect([after.program, after.completion_prompt_url, after.completed]).toEqual([null, null, false]);
  });

  it("serves today's meals from the plan on each weekday, each counted on its own day", async () => {
    const program = await buyProgram(t, member);
    await trainOn(program, true);
    const plan = ['toast', 'oats', 'salad', 'bites', 'tacos'].map((key) => ids[key]);
    expect((await post(member, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 })).statusCode).toBe(
      200,
    );
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen: number[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      vi.setSystemTime(new Date(start.getTime() + offset * 86_400_000));
      const weekday = localDay(new Date(), 'UTC').weekday;
      seen.push(weekday);
      const data = await home();
      expect(data.meals.map((m) => [m.meal_type, m.item.id, m.completed])).toEqual([
        ['breakfast', weekday % 2 === 0 ? ids.toast : ids.oats, false],
        ['lunch', ids.salad, false],
        ['snack', ids.bites, false],
        ['dinner', ids.tacos, false],
      ]);
      expect(data.need_to_configure_nutrition_type).toBe(false);
      expect(kinds(data)).not.toContain('setup_meals');
      expect(data.dynamic_cards.find((c) => c.kind === 'recipe')?.item?.recipe_type).toBe('breakfast');
      // Eating lunch counts for this day only.
      expect((await post(member, nutritionPaths.completeMeal(ids.salad as number))).json().counted).toBe(
        true,
      );
      const after = await home();
      expect(after.meals.map((m) => m.completed)).toEqual([false, true, false, false]);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const [rows] = await query<{ n: number }>(t.db, sql`select count(*)::int as n from meal_completions`);
    expect(rows?.n).toBe(7);
  });

  it("reads the member's day in their time zone", async () => {
    const program = await buyProgram(t, member);
    // Training on Monday and Tuesday; the clock is set to the next Monday, 02:00 UTC, within the rental.
    const workout_days = { ...emptyWorkoutDays(), monday: true, tuesday: true };
    await post(member, programPaths.configureDays(program.id), {
      program_id: program.id,
      model: { weekly_goal: 2, workout_days },
    });
    const monday = new Date();
    monday.setUTCHours(2, 0, 0, 0);
    do monday.setUTCDate(monday.getUTCDate() + 1);
    while (monday.getUTCDay() !== 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(monday);
    const restDayIn = async (zone: string) => {
      await t.db.execute(sql`update users set time_zone = ${zone} where id = ${member.user.id}`);
      return (await home()).rest_day;
    };
    expect(await restDayIn('UTC')).toBe(false); // Monday 02:00
    expect(await restDayIn('Asia/Tokyo')).toBe(false); // Monday 11:00
    expect(await restDayIn('America/Los_Angeles')).toBe(true); // Sunday 18:00
    expect(await restDayIn('Etc/GMT+12')).toBe(true); // Sunday 14:00
  });

  it('counts a library video as no program training: the program day stays to do', async () => {
    const program = await buyProgram(t, member);
    await trainOn(program, true);
    await play(member, 'w7');
    const data = await home();
    expect(data.trained_today).toBe(false);
    expect(kinds(data)).toContain('pending_workout');
    expect(data.carousel.map((c) => [c.kind, c.item.id])).toEqual([
      ['pending_workout', items.w0],
      ['last_library_workout', items.w7],
    ]);
  });

  it('without a program, trained today means any finished workout', async () => {
    await buyPremium(t.app, member);
    await play(member, 'w7');
    const data = await home();
    expect(data.trained_today).toBe(true);
    expect(data.carousel.map((c) => c.kind)).toEqual(['last_library_workout']);
  });

  it("shows nothing of another member's program or plan", async () => {
    const program = await buyProgram(t, member);
    await trainOn(program, true);
    const plan = ['oats', 'salad', 'bites', 'tacos'].map((k) => ids[k]);
    await post(member, nutritionPaths.programRecipes, { ids: plan, diet_id: 1 });
    await play(member, 'w0');
    const other = await createMemberWithProfile(t.app);
    const data = await home(other);
    expect(data).toMatchObject({
      program: null,
      workout: null,
      carousel: [],
      meals: [],
      trained_today: false,
    });
  });
});
