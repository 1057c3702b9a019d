import {
  calendarDay,
  type Diet,
  localDay,
  type MealPlan,
  nutritionPaths,
  type Program,
  type ProgramRecipes,
} from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { aMember, mealCatalogue, member, t, withApp } from '../harness';
import { createMemberWithProfile, query, type TestMember } from '../helper';
import { buyProgram, programByKey, recipeIds } from './meals';

let ids: Record<string, number>;
const recipes = async () => {
  ids = await recipeIds(t);
};
withApp(mealCatalogue, recipes, aMember);

const get = (who: TestMember, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: TestMember, url: string, payload?: string | object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
const load = (who: TestMember, programId: number | string, dietId: number | string) =>
  get(who, `${nutritionPaths.programRecipes}?program_id=${programId}&nutrition_id=${dietId}`);
const save = (who: TestMember, keys: string[], dietId: number | string) =>
  post(who, nutritionPaths.programRecipes, { ids: keys.map((key) => ids[key] ?? 999_999), diet_id: dietId });
const mealPlan = async (who: TestMember) =>
  (await get(who, nutritionPaths.mealPlan)).json<{ meal_plan: MealPlan | null }>().meal_plan;
const titles = (body: ProgramRecipes) =>
  body.recipes.map((r) => `${r.recipe_type}:${r.title.replace('Recipe ', '')}`);
const planRows = () => query<{ n: number }>(t.db, sql`select count(*)::int as n from meal_plan_recipes`);

describe('diets', () => {
  it('answers the three diets of the spec to a member, and 401 without a session', async () => {
    const response = await get(member, nutritionPaths.diets);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ diets: Diet[] }>().diets.map((d) => [d.id, d.name])).toEqual([
      [1, 'Plant'],
      [2, 'Meat'],
      [3, 'Miscellaneous'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: nutritionPaths.diets })).statusCode).toBe(401);
  });
});

describe('program recipes without a program', () => {
  it('refuses to load (404), save (409) or complete (409), and has no plan', async () => {
    const strong = await programByKey(t, member, 'Strong start');
    expect((await load(member, strong.id, 1)).statusCode).toBe(404);
    const saved = await save(member, ['oats', 'salad', 'bites', 'tacos'], 1);
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toMatchObject({
      code: 'program_required',
      message: english('shared.nutrition.programRequired'),
    });
    expect((await post(member, nutritionPaths.completeMeal(ids.oats as number))).statusCode).toBe(409);
    expect(await mealPlan(member)).toBeNull();
  });
});

describe('program recipes with a running program', () => {
  let strong: Program;
  beforeEach(async () => {
    strong = await buyProgram(t, member);
  });

  it("loads the program's recipes for each diet, breakfast to dinner, in the program's order", async () => {
    const plant = await load(member, strong.id, 1);
    expect(plant.statusCode).toBe(200);
    expect(titles(plant.json())).toEqual([
      'breakfast:oats',
      'breakfast:toast',
      'lunch:salad',
      'snack:bites',
      'dinner:tacos',
    ]);
    expect(plant.json()).toMatchObject({ program_id: strong.id, diet_id: 1, selected_ids: [] });
    const meat = await load(member, strong.id, '2');
    expect(titles(meat.json())).toEqual([
      'breakfast:toast',
      'breakfast:eggs',
      'lunch:stew',
      'snack:bites',
      'dinner:tacos',
      'dinner:chili',
    ]);
    expect(meat.json<ProgramRecipes>().recipes.every((r) => r.kind === 'recipe' && r.can_watch)).toBe(true);
  });

  it('refuses a program that is not the running one and bad input, naming the field', async () => {
    const quick = await programByKey(t, member, 'Quick');
    expect((await load(member, quick.id, 1)).statusCode).toBe(404);
    const badDiet = await load(member, strong.id, 4);
    expect(badDiet.statusCode).toBe(400);
    expect(badDiet.json().errors.nutrition_id).toEqual([english('shared.nutrition.dietInvalid')]);
    const badProgram = await load(member, 'abc', 1);
    expect(badProgram.statusCode).toBe(400);
    expect(Object.keys(badProgram.json().errors)).toEqual(['program_id']);
  });

  it('saves a week only with every meal type, records the diet, and answers the week', async () => {
    const missing = await save(member, ['oats', 'salad', 'tacos'], 1);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ ids: [english('shared.nutrition.everyMealType')] });
    const foreign = await save(member, ['oats', 'eggs', 'salad', 'bites', 'tacos'], 1);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ ids: [english('shared.nutrition.recipesNotInPlan')] });
    const empty = await post(member, nutritionPaths.programRecipes, { ids: [], diet_id: 1 });
    expect(empty.json().errors.ids).toEqual([english('shared.nutrition.everyMealType')]);
    const noDiet = await post(member, nutritionPaths.programRecipes, { ids: [ids.oats] });
    expect(noDiet.json().errors.diet_id).toEqual([english('shared.nutrition.dietInvalid')]);
    expect((await post(member, nutritionPaths.programRecipes, 'not json')).statusCode).toBe(400);
    expect(await mealPlan(member)).toBeNull();
    expect((await planRows())[0]?.n).toBe(0);

    const saved = await save(member, ['toast', 'oats', 'salad', 'bites', 'tacos'], 1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(english('shared.nutrition.saved'));
    const plan = saved.json<{ meal_plan: MealPlan }>().meal_plan;
    expect(plan.diet_id).toBe(1);
    expect(plan.recipes.map((r) => r.id)).toEqual(
      ['toast', 'oats', 'salad', 'bites', 'tacos'].map((k) => ids[k]),
    );
    // Breakfast goes round toast, oats, toast… from Sunday.
    expect(plan.week.map((day) => day.meals[0]?.item_id)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => (d % 2 === 0 ? ids.toast : ids.oats)),
    );
    expect(plan.week[3]?.meals.map((m) => m.meal_type)).toEqual(['breakfast', 'lunch', 'snack', 'dinner']);
    expect(await mealPlan(member)).toEqual(plan);
    const [profile] = await query<{ nutrition: number }>(
      t.db,
      sql`select nutrition from member_profiles where user_id = ${member.user.id}`,
    );
    expect(profile?.nutrition).toBe(1);

    expect((await load(member, strong.id, 1)).json().selected_ids).toEqual(plan.recipes.map((r) => r.id));
    expect((await load(member, strong.id, 3)).json().selected_ids).toEqual([]);
  });

  it('replaces the week when saved again, and parallel saves leave one plan', async () => {
    await save(member, ['oats', 'salad', 'bites', 'tacos'], 1);
    const meat = ['eggs', 'bites', 'chili'];
    expect((await save(member, meat, 2)).statusCode).toBe(400); // no lunch chosen
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => save(member, ['toast', 'oats', 'salad', 'bites', 'tacos'], 1)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const [plans] = await query<{ n: number }>(t.db, sql`select count(*)::int as n from meal_plans`);
    expect(plans?.n).toBe(1);
    expect((await planRows())[0]?.n).toBe(5);
  });

  it('offers every recipe of the diet for a program that lists none', async () => {
    const other = await createMemberWithProfile(t.app);
    const quick = await buyProgram(t, other, 'Quick');
    const plant = await load(other, quick.id, 1);
    expect(titles(plant.json())).toEqual([
      'breakfast:oats',
      'breakfast:toast',
      'lunch:salad',
      'snack:bites',
      'dinner:tacos',
    ]);
  });

  it("keeps a member's plan from everyone else", async () => {
    await save(member, ['oats', 'salad', 'bites', 'tacos'], 1);
    const other = await createMemberWithProfile(t.app);
    expect(await mealPlan(other)).toBeNull();
    expect((await load(other, strong.id, 1)).statusCode).toBe(404);
    expect((await post(other, nutritionPaths.completeMeal(ids.oats as number))).statusCode).toBe(409);
    await buyProgram(t, other);
    expect((await load(other, strong.id, 1)).json().selected_ids).toEqual([]);
    expect(await mealPlan(other)).toBeNull();
  });
});

describe("today's meals", () => {
  beforeEach(async () => {
    await buyProgram(t, member);
    await save(member, ['oats', 'salad', 'bites', 'tacos'], 1);
  });

  it('counts a meal once a day, even when sent in parallel', async () => {
    const url = nutritionPaths.completeMeal(ids.salad as number);
    const first = await post(member, url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ counted: true, meal: { meal_type: 'lunch', completed: true } });
    const again = await Promise.all([0, 1, 2, 3, 4].map(() => post(member, url)));
    expect(again.map((a) => a.json().counted)).toEqual([false, false, false, false, false]);
    const rows = await query<{ n: number }>(t.db, sql`select count(*)::int as n from meal_completions`);
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses a recipe that is not one of today's meals, and a bad id", async () => {
    const response = await post(member, nutritionPaths.completeMeal(ids.toast as number));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: english('shared.nutrition.mealNotToday'),
      errors: { id: [english('shared.nutrition.mealNotToday')] },
    });
    const bad = await post(member, nutritionPaths.completeMeal('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toBe(english('common.form.required'));
  });

  it('counts a meal sent late (queued offline) for the day it was eaten, yesterday at the earliest', async () => {
    const today = localDay(new Date(), member.user.time_zone).date;
    const yesterday = calendarDay(today, -1).date;
    const url = nutritionPaths.completeMeal(ids.salad as number);
    expect((await post(member, url, { day: yesterday })).json()).toMatchObject({ counted: true });
    for (const [day, message] of [
      [calendarDay(today, -2).date, english('shared.nutrition.mealDayTooLate')],
      [calendarDay(today, 1).date, english('shared.nutrition.mealDayTooLate')],
      ['2026-13-01', english('shared.nutrition.mealDayInvalid')],
      ['yesterday', english('shared.nutrition.mealDayInvalid')],
    ]) {
      const refused = await post(member, url, { day });
      expect(refused.statusCode, day).toBe(400);
      expect(refused.json().errors, day).toEqual({ day: [message] });
    }
    const days = () =>
      query<{ day: string }>(t.db, sql`select day::text as day from meal_completions order by day`);
    expect(await days()).toEqual([{ day: yesterday }]);
    // Today's is a meal of its own day; left out, the day is today.
    expect((await post(member, url)).json()).toMatchObject({ counted: true });
    expect(await days()).toEqual([{ day: yesterday }, { day: today }]);
  });
});
