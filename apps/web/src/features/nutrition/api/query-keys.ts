/** Cache keys of the nutrition feature's queries, in one place so that a save can reach them all. */
export const nutritionKeys = {
  all: ['nutrition'] as const,
  diets: ['nutrition', 'diets'] as const,
  mealPlan: ['nutrition', 'meal-plan'] as const,
  shoppingList: ['nutrition', 'shopping-list'] as const,
  programRecipes: ['nutrition', 'program-recipes'] as const,
  recipesFor: (programId: number, dietId: number) =>
    ['nutrition', 'program-recipes', programId, dietId] as const,
};
