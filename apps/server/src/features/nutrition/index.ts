/** The nutrition feature's public surface (issue 6): home reads the member's plan and today's meals. */
export {
  eatenOnJson,
  type MealPlanRows,
  planRecipesJson,
  type RecipeRow,
  type TodayMeal,
  todayMeals,
} from './meal-plans';
export { presentMeal } from './present';
export { loadProgramRecipeSet, saveProgramRecipeSet } from './program-recipe-set';
export { nutritionRoutes } from './routes';
export { shoppingListRoutes } from './shopping-routes';
export {
  createRecipe,
  findRecipe,
  listRecipes,
  recipePicturePrefix,
  setRecipeHidden,
  setRecipePicture,
  updateRecipe,
} from './studio-recipes';
