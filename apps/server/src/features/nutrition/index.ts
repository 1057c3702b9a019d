/** The nutrition feature's public surface (issue 6): home reads the member's plan and today's meals. */
export { loadMealPlan, type MealPlanRows, mealsOfDay } from './meal-plans';
export { presentMeal } from './present';
export { nutritionRoutes } from './routes';
