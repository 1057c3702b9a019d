import { describe, expect, it } from 'vitest';
import {
  coversEveryMealType,
  dietMealTypeGaps,
  mealPlanWeek,
  mealsForDay,
  missingMealTypes,
  toggleRecipe,
} from './meals';

const oats = { id: 1, recipe_type: 'breakfast' as const };
const eggs = { id: 2, recipe_type: 'breakfast' as const };
const toast = { id: 3, recipe_type: 'breakfast' as const };
const salad = { id: 4, recipe_type: 'lunch' as const };
const bites = { id: 5, recipe_type: 'snack' as const };
const chili = { id: 6, recipe_type: 'dinner' as const };
const tacos = { id: 7, recipe_type: 'dinner' as const };

describe('meal plan rules (spec M5 meal selection)', () => {
  it('names the meal types still missing, in the spec order', () => {
    expect(missingMealTypes([])).toEqual(['breakfast', 'lunch', 'snack', 'dinner']);
    expect(missingMealTypes([oats, chili])).toEqual(['lunch', 'snack']);
    expect(coversEveryMealType([oats, salad, bites])).toBe(false);
    expect(coversEveryMealType([oats, salad, bites, chili])).toBe(true);
    expect(coversEveryMealType([{ id: 9, recipe_type: null }])).toBe(false);
  });

  it('serves each meal type round the picked recipes, day by day', () => {
    const plan = [oats, salad, eggs, bites, chili, toast, tacos];
    const ids = (weekday: number) => mealsForDay(plan, weekday).map((meal) => meal.recipe.id);
    expect(ids(0)).toEqual([1, 4, 5, 6]); // Sunday: the first of each
    expect(ids(1)).toEqual([2, 4, 5, 7]); // Monday: the second breakfast and dinner
    expect(ids(2)).toEqual([3, 4, 5, 6]); // Tuesday: the third breakfast, dinner back to the first
    expect(ids(3)).toEqual([1, 4, 5, 7]);
    expect(mealsForDay(plan, 6).map((meal) => meal.meal_type)).toEqual([
      'breakfast',
      'lunch',
      'snack',
      'dinner',
    ]);
  });

  it('leaves out a meal type with no recipe', () => {
    expect(mealsForDay([chili], 4)).toEqual([{ meal_type: 'dinner', recipe: chili }]);
    expect(mealsForDay([], 4)).toEqual([]);
  });

  it('lays out the week from Sunday', () => {
    const week = mealPlanWeek([oats, eggs, salad, bites, chili]);
    expect(week.map((day) => day.day)).toEqual([
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
    expect(week[5]?.meals[0]?.recipe).toBe(eggs);
  });

  it('toggles a recipe keeping the order picked', () => {
    expect(toggleRecipe([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleRecipe([3, 1, 2], 1)).toEqual([3, 2]);
  });
});

describe("a program's recipes cover every meal type of each diet they offer (issue 17)", () => {
  const r = (meal_type: string, diets: number[]) => ({ meal_type, diets });
  it('names each diet offered and the meal types it lacks; diets not offered are not gaps', () => {
    const full = [r('breakfast', [1, 2]), r('lunch', [1]), r('snack', [1, 2]), r('dinner', [1, 2])];
    expect(dietMealTypeGaps(full)).toEqual([{ diet: 2, meal_type: 'lunch' }]);
    expect(dietMealTypeGaps([...full, r('lunch', [2])])).toEqual([]);
    expect(dietMealTypeGaps([])).toEqual([]);
  });
});
