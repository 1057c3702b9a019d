import { randomBytes } from 'node:crypto';
import {
  type Locale,
  MAX_OWN_ITEMS,
  type MealType,
  mealPlanWeek,
  type ShoppingList,
  shoppingListMessages,
} from '@studio/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { shoppingListEntries, shoppingLists, users } from '../../db/schema';
import { validationError } from '../../errors';
import { byAisle, mergeIngredients, type PlannedIngredient } from './shopping-lines';

/**
 * The shopping list of the member's week (issue 19, decision 0033): made from the meal plan on
 * each read, with what the member keeps of it (people, ticks, own items) per week.
 */

const RecipeJson = z.array(
  z.object({
    id: z.number(),
    title: z.string(),
    recipe_type: z.string().nullable(),
    ingredients: z.array(z.object({ text: z.string(), aisle: z.string().nullable() })),
  }),
);
const EntryJson = z.array(z.object({ key: z.string(), name: z.string().nullable(), ticked: z.boolean() }));

/** The plan's recipes with their ingredients, the list's people and its entries: one statement. */
const shoppingListQuery = preparedOnce((db) =>
  db
    .select({
      servings: sql<number | null>`(select sl.servings from shopping_lists sl
        where sl.user_id = ${sql.placeholder('userId')} and sl.week = ${sql.placeholder('week')}::date)`,
      recipes: sql<unknown>`coalesce((
        select json_agg(json_build_object('id', i.id, 'title', i.title, 'recipe_type', i.recipe_type,
          'ingredients', coalesce((select json_agg(json_build_object('text', ri.display_name, 'aisle', ri.aisle)
            order by ri.position) from recipe_ingredients ri where ri.item_id = i.id), '[]'::json))
          order by mpr.position)
        from meal_plans mp
        inner join meal_plan_recipes mpr on mpr.meal_plan_id = mp.id
        inner join items i on i.id = mpr.item_id and i.removed_at is null
        where mp.user_id = ${sql.placeholder('userId')} and mp.purchase_id = ${sql.placeholder('purchaseId')}::bigint
      ), '[]'::json)`,
      entries: sql<unknown>`coalesce((
        select json_agg(json_build_object('key', e.key, 'name', e.name, 'ticked', e.ticked) order by e.created_at, e.key)
        from shopping_list_entries e
        where e.user_id = ${sql.placeholder('userId')} and e.week = ${sql.placeholder('week')}::date), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('member_shopping_list'),
);

/** The week's planned ingredients: each recipe's lines with the number of days it is served. */
const plannedIngredients = (recipes: z.infer<typeof RecipeJson>): PlannedIngredient[] => {
  const meals = new Map<number, number>();
  for (const day of mealPlanWeek(
    recipes.map((r) => ({ ...r, recipe_type: r.recipe_type as MealType | null })),
  ))
    for (const meal of day.meals) meals.set(meal.recipe.id, (meals.get(meal.recipe.id) ?? 0) + 1);
  return recipes.flatMap((recipe) =>
    (meals.get(recipe.id) ?? 0) === 0
      ? []
      : recipe.ingredients.map((line) => ({
          ...line,
          recipe: recipe.title,
          meals: meals.get(recipe.id) ?? 0,
        })),
  );
};

/** The member's list of a week; `purchaseId` is their running program's (null: no plan). */
export const loadShoppingList = async ({
  db,
  userId,
  purchaseId,
  week,
  contentLocale,
}: {
  db: Db;
  userId: number;
  purchaseId: number | null;
  week: string;
  /** The language the studio writes its recipes in: its default language. */
  contentLocale: Locale;
}): Promise<ShoppingList> => {
  const [row] = await shoppingListQuery(db).execute({ userId, purchaseId, week });
  const recipes = RecipeJson.parse(row?.recipes ?? []);
  const entries = EntryJson.parse(row?.entries ?? []);
  const servings = row?.servings ?? 1;
  const ticked = new Set(entries.filter((e) => e.ticked).map((e) => e.key));
  return {
    week,
    servings,
    has_plan: recipes.length > 0,
    aisles: byAisle(mergeIngredients(plannedIngredients(recipes), servings, contentLocale), ticked),
    own_items: entries.flatMap((e) =>
      e.key.startsWith('o-') && e.name !== null ? [{ key: e.key, name: e.name, ticked: e.ticked }] : [],
    ),
  };
};

type WeekOf = { db: Db; userId: number; week: string };

/**
 * Sets a line's ticked state (a PUT: sending it again changes nothing). An own item must exist;
 * a plan line's key is kept whatever the plan says, and a stale one is simply never shown.
 */
export const setTicked = async ({
  db,
  userId,
  week,
  key,
  ticked,
}: WeekOf & { key: string; ticked: boolean }) => {
  if (key.startsWith('o-')) {
    const updated = await db
      .update(shoppingListEntries)
      .set({ ticked })
      .where(
        and(
          eq(shoppingListEntries.user_id, userId),
          eq(shoppingListEntries.week, week),
          eq(shoppingListEntries.key, key),
        ),
      )
      .returning({ key: shoppingListEntries.key });
    if (updated.length === 0) throw validationError({ key: [shoppingListMessages.keyInvalid] });
    return;
  }
  await db
    .insert(shoppingListEntries)
    .values({ user_id: userId, week, key, ticked })
    .onConflictDoUpdate({
      target: [shoppingListEntries.user_id, shoppingListEntries.week, shoppingListEntries.key],
      set: { ticked },
    });
};

/** Adds an item of the member's own to the week's list (at most MAX_OWN_ITEMS). */
export const addOwnItem = async ({ db, userId, week, name }: WeekOf & { name: string }) => {
  const key = `o-${randomBytes(6).toString('hex')}`;
  await db.transaction(async (tx) => {
    // The week's row is the lock that keeps the count honest under parallel adds.
    await tx
      .insert(shoppingLists)
      .values({ user_id: userId, week })
      .onConflictDoUpdate({
        target: [shoppingLists.user_id, shoppingLists.week],
        set: { updated_at: sql`now()` },
      });
    const [own] = await tx
      .select({ n: count() })
      .from(shoppingListEntries)
      .where(
        and(
          eq(shoppingListEntries.user_id, userId),
          eq(shoppingListEntries.week, week),
          sql`${shoppingListEntries.name} is not null`,
        ),
      );
    if ((own?.n ?? 0) >= MAX_OWN_ITEMS)
      throw validationError(
        { name: [shoppingListMessages.tooManyOwnItems] },
        shoppingListMessages.tooManyOwnItems,
      );
    await tx.insert(shoppingListEntries).values({ user_id: userId, week, key, name });
  });
  return key;
};

/** Removes one of the member's own items (removing one that is gone is no error). */
export const removeOwnItem = async ({ db, userId, week, key }: WeekOf & { key: string }) => {
  await db
    .delete(shoppingListEntries)
    .where(
      and(
        eq(shoppingListEntries.user_id, userId),
        eq(shoppingListEntries.week, week),
        eq(shoppingListEntries.key, key),
      ),
    );
};

/** How many people the week's meals are for. */
export const setServings = async ({ db, userId, week, servings }: WeekOf & { servings: number }) => {
  await db
    .insert(shoppingLists)
    .values({ user_id: userId, week, servings })
    .onConflictDoUpdate({
      target: [shoppingLists.user_id, shoppingLists.week],
      set: { servings, updated_at: sql`now()` },
    });
};
