import { type Meal, type MealPlan, mealPlanWeek } from '@studio/shared';
import { type Presenter, presentItem } from '../library';
import type { MealPlanRows, TodayMeal } from './meal-plans';

export const presentMeal = (meal: TodayMeal, p: Presenter): Meal => ({
  meal_type: meal.meal_type,
  completed: meal.completed,
  item: presentItem(meal.row, p),
});

export const presentMealPlan = (plan: MealPlanRows, programId: number, p: Presenter): MealPlan => ({
  program_id: programId,
  diet_id: plan.plan.diet_id,
  recipes: plan.recipes.map((row) => presentItem(row, p)),
  week: mealPlanWeek(plan.recipes).map(({ day, meals }) => ({
    day,
    meals: meals.map((meal) => ({ meal_type: meal.meal_type, item_id: meal.recipe.id })),
  })),
});
