import {
  calendarDay,
  coversEveryMealType,
  type LocalDay,
  localDay,
  MEAL_TYPES,
  type MealType,
  mealsForDay,
} from '@studio/shared';
import { and, asc, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childrenOf, preparedOnce } from '../../db/prepared';
import { items, mealCompletions, mealPlanRecipes, mealPlans, memberProfiles } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { AppError, validationError } from '../../errors';
import { type ItemRow, itemFields, itemJson } from '../library';
import { recordActivity } from '../profile';
import { activeProgram } from '../programs';

/**
 * Weekly meal plans (issue 6, DESIGN 3a "Meal plans"): a plan belongs to the member's running
 * program (one per purchase), holds a diet and the recipes picked, in the order picked; each day
 * serves them round by meal type (shared `mealsForDay`).
 */

export type RecipeRow = ItemRow & { recipe_type: MealType | null };

const MEAL_ORDER = sql.raw(`array[${MEAL_TYPES.map((type) => `'${type}'`).join(', ')}]::text[]`);

/**
 * The recipes a program offers for a diet: the program's own list, or every recipe of the diet
 * when the program lists none. Breakfast to dinner, then in the program's order. One statement.
 */
export const programRecipeRows = async (
  db: Db,
  userId: number,
  programId: number,
  dietId: number,
): Promise<RecipeRow[]> => {
  const rows = await db
    .select(itemFields(userId))
    .from(items)
    .leftJoin(sql`program_recipes pr`, sql`pr.item_id = "items"."id" and pr.program_id = ${programId}`)
    .where(
      and(
        eq(items.kind, 'recipe'),
        sql`"items"."removed_at" is null`,
        sql`${dietId}::smallint = any("items"."diets")`,
        sql`(pr.item_id is not null or not exists (
          select 1 from program_recipes listed where listed.program_id = ${programId}))`,
      ),
    )
    .orderBy(
      sql`array_position(${MEAL_ORDER}, "items"."recipe_type")`,
      sql`pr.position nulls last`,
      sql`"items"."published_at" desc`,
      sql`"items"."id"`,
    );
  return rows as RecipeRow[];
};

export type MealPlanRows = { plan: typeof mealPlans.$inferSelect; recipes: RecipeRow[] };

const mealPlanQuery = preparedOnce((db) => {
  const recipes = db
    .select({
      ...itemFields(sql.placeholder('userId')),
      position: sql<number>`${mealPlanRecipes.position}`.as('plan_position'),
    })
    .from(mealPlanRecipes)
    .innerJoin(items, eq(items.id, mealPlanRecipes.item_id))
    // A recipe gone from the catalogue leaves the plan (which may then need setting up again).
    .where(and(eq(mealPlanRecipes.meal_plan_id, mealPlans.id), isNull(items.removed_at)))
    .as('recipes');
  return db
    .select({ plan: mealPlans, recipe: recipes._.selectedFields })
    .from(mealPlans)
    .leftJoinLateral(recipes, sql`true`)
    .where(
      and(
        eq(mealPlans.user_id, sql.placeholder('userId')),
        eq(mealPlans.purchase_id, sql.placeholder('purchaseId')),
      ),
    )
    .orderBy(asc(recipes.position))
    .prepare('member_meal_plan');
});

/** The member's plan for a purchase with its recipes in the order picked (one statement), or null. */
export const loadMealPlan = async (
  db: Db,
  userId: number,
  purchaseId: number,
): Promise<MealPlanRows | null> => {
  const rows = await mealPlanQuery(db).execute({ userId, purchaseId });
  const first = rows[0];
  if (!first) return null;
  const recipes = childrenOf(rows, (row) => row.recipe, 'position') as RecipeRow[];
  return { plan: first.plan, recipes };
};

/** The running program, or the sentence that meal plans need one (409). */
export const requireRunningProgram = async (db: Db, userId: number) => {
  const running = await activeProgram(db, userId);
  if (!running) throw new AppError('program_required', 'shared.nutrition.programRequired');
  return running;
};

/**
 * Saves the week: every id must be one of the program's recipes for the diet, and every meal
 * type needs one. The plan's row is upserted first, so parallel saves queue behind each other.
 * Records the diet on the member's profile.
 */
export const saveMealPlan = async ({
  db,
  userId,
  ids,
  dietId,
}: {
  db: Db;
  userId: number;
  ids: readonly number[];
  dietId: number;
}): Promise<MealPlanRows & { programId: number }> => {
  const running = await requireRunningProgram(db, userId);
  const offered = new Map(
    (await programRecipeRows(db, userId, running.program.id, dietId)).map((row) => [row.id, row]),
  );
  const unique = [...new Set(ids)];
  const chosen = unique.map((id) => offered.get(id));
  if (chosen.some((row) => row === undefined))
    throw validationError(
      { ids: ['shared.nutrition.recipesNotInPlan'] },
      'shared.nutrition.recipesNotInPlan',
    );
  const recipes = chosen as RecipeRow[];
  if (!coversEveryMealType(recipes))
    throw validationError({ ids: ['shared.nutrition.everyMealType'] }, 'shared.nutrition.everyMealType');

  const plan = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(mealPlans)
      .values({ user_id: userId, purchase_id: running.purchase.id, diet_id: dietId })
      .onConflictDoUpdate({
        target: mealPlans.purchase_id,
        set: { diet_id: dietId, updated_at: sql`now()` },
      })
      .returning();
    const planRow = saved as typeof mealPlans.$inferSelect;
    await tx.delete(mealPlanRecipes).where(eq(mealPlanRecipes.meal_plan_id, planRow.id));
    await tx
      .insert(mealPlanRecipes)
      .values(unique.map((item_id, position) => ({ meal_plan_id: planRow.id, item_id, position })));
    await tx.update(memberProfiles).set({ nutrition: dietId }).where(eq(memberProfiles.user_id, userId));
    return planRow;
  });
  return { plan, recipes, programId: running.program.id };
};

export type TodayMeal = { meal_type: MealType; completed: boolean; row: RecipeRow };

/** A day's meals from a plan, each with whether the member ate it that day (one statement). */
export const mealsOfDay = async (
  db: Db,
  userId: number,
  plan: MealPlanRows,
  day: LocalDay,
): Promise<TodayMeal[]> => {
  if (mealsForDay(plan.recipes, day.weekday).length === 0) return [];
  const eaten = await db
    .select({ item_id: mealCompletions.item_id })
    .from(mealCompletions)
    .where(and(eq(mealCompletions.user_id, userId), eq(mealCompletions.day, day.date)));
  return todayMeals(plan, day, new Set(eaten.map((row) => row.item_id)));
};

/** A day's meals from a plan, each with whether it is among the items eaten that day. */
export const todayMeals = (plan: MealPlanRows, day: LocalDay, eaten: ReadonlySet<number>): TodayMeal[] =>
  mealsForDay(plan.recipes, day.weekday).map((meal) => ({
    meal_type: meal.meal_type,
    completed: eaten.has(meal.recipe.id),
    row: meal.recipe,
  }));

/**
 * For one statement that reads a plan with more (home): the recipes of the meal plan row
 * `meal_plans.id` in the order picked, as JSON that `itemRows` reads back.
 */
export const planRecipesJson = (userId: Placeholder) => sql`coalesce((
  select json_agg(${itemJson(userId)} order by ${col(mealPlanRecipes.position)})
  from ${mealPlanRecipes} inner join ${items} on ${col(items.id)} = ${col(mealPlanRecipes.item_id)}
  where ${col(mealPlanRecipes.meal_plan_id)} = ${col(mealPlans.id)} and ${col(items.removed_at)} is null), '[]'::json)`;

/** The ids of the meals a member ate on a day (a date placeholder), as a JSON array. */
export const eatenOnJson = (userId: Placeholder, day: Placeholder) => sql`coalesce((
  select json_agg(${col(mealCompletions.item_id)}) from ${mealCompletions}
  where ${col(mealCompletions.user_id)} = ${userId} and ${col(mealCompletions.day)} = ${day}::date), '[]'::json)`;

/**
 * The day a meal is marked eaten on: today in the member's zone, or the day named if it is today or
 * yesterday (a meal marked offline arrives when the connection is back, maybe after midnight).
 */
export const mealDay = (given: string | undefined, zone: string, now = new Date()): LocalDay => {
  const today = localDay(now, zone);
  if (given === undefined || given === today.date) return today;
  const yesterday = calendarDay(today.date, -1);
  if (given === yesterday.date) return yesterday;
  throw validationError({ day: ['shared.nutrition.mealDayTooLate'] }, 'shared.nutrition.mealDayTooLate');
};

/** Marks one of today's meals eaten; counted once a day (the completed_meals stat). */
export const completeMeal = async ({
  db,
  userId,
  itemId,
  day,
}: {
  db: Db;
  userId: number;
  itemId: number;
  day: LocalDay;
}): Promise<{ counted: boolean; meal: TodayMeal }> => {
  const running = await requireRunningProgram(db, userId);
  const plan = await loadMealPlan(db, userId, running.purchase.id);
  const meal = plan ? (await mealsOfDay(db, userId, plan, day)).find((m) => m.row.id === itemId) : undefined;
  if (!meal)
    throw validationError({ id: ['shared.nutrition.mealNotToday'] }, 'shared.nutrition.mealNotToday');
  // Counted once a day (the primary key); the member's stats count it in the same transaction.
  const counted = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(mealCompletions)
      .values({ user_id: userId, day: day.date, item_id: itemId, meal_type: meal.meal_type })
      .onConflictDoNothing()
      .returning({ item_id: mealCompletions.item_id });
    if (inserted.length > 0) await recordActivity(tx, { userId, day: day.date, meals: 1 });
    return inserted.length > 0;
  });
  return { counted, meal: { ...meal, completed: true } };
};
