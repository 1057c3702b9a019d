import { MEAL_TYPES, WEEK_DAYS } from '../constants';
import type { WeekDay } from './workout-days';

/**
 * The weekly meal plan (spec M5 "Meal selection", DESIGN 3a "Meal plans"): the member picks recipes
 * per meal type for the week; each day serves, per meal type, the next recipe of that type in the
 * order picked, going round: with 3 breakfasts, Sunday has the 1st, Monday the 2nd, Wednesday the
 * 1st again.
 */

export type MealType = (typeof MEAL_TYPES)[number];
/** A meal type as people read it (My week, the calendar feed). */
export const MEAL_TYPE_NAMES: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  snack: 'Snack',
  dinner: 'Dinner',
};
export type PlannedRecipe = { id: number; recipe_type: MealType | null };
export type DayMeal<T> = { meal_type: MealType; recipe: T };

/** The meal types with no recipe chosen; saving needs none missing. */
export const missingMealTypes = (recipes: readonly PlannedRecipe[]): MealType[] =>
  MEAL_TYPES.filter((type) => !recipes.some((recipe) => recipe.recipe_type === type));

export const coversEveryMealType = (recipes: readonly PlannedRecipe[]): boolean =>
  missingMealTypes(recipes).length === 0;

/**
 * The coverage rule of a program's recipes (issue 17): every diet that has a recipe must have one of
 * every meal type, or a member choosing that diet could never save a week. Each gap, diet by diet.
 */
export const dietMealTypeGaps = (
  recipes: readonly { meal_type: string | null; diets: readonly number[] }[],
): { diet: number; meal_type: MealType }[] => {
  const diets = [...new Set(recipes.flatMap((recipe) => recipe.diets))].sort((a, b) => a - b);
  return diets.flatMap((diet) =>
    MEAL_TYPES.filter(
      (type) => !recipes.some((recipe) => recipe.meal_type === type && recipe.diets.includes(diet)),
    ).map((meal_type) => ({ diet, meal_type })),
  );
};

/** One day's meals (weekday 0 Sunday … 6 Saturday), breakfast to dinner, from the recipes in the order picked. */
export const mealsForDay = <T extends PlannedRecipe>(recipes: readonly T[], weekday: number): DayMeal<T>[] =>
  MEAL_TYPES.flatMap((meal_type) => {
    const ofType = recipes.filter((recipe) => recipe.recipe_type === meal_type);
    if (ofType.length === 0) return [];
    const index = ((weekday % ofType.length) + ofType.length) % ofType.length;
    return [{ meal_type, recipe: ofType[index] as T }];
  });

/** The whole week of a plan, Sunday to Saturday. */
export const mealPlanWeek = <T extends PlannedRecipe>(
  recipes: readonly T[],
): { day: WeekDay; meals: DayMeal<T>[] }[] =>
  WEEK_DAYS.map((day, weekday) => ({ day, meals: mealsForDay(recipes, weekday) }));

/** Toggling a recipe in the selection keeps the order picked (the order days go round in). */
export const toggleRecipe = (selected: readonly number[], id: number): number[] =>
  selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id];
