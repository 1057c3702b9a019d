import { type MealPlan, nutritionPaths, type SaveProgramRecipes } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';
import { HOME_QUERY_KEY } from '../../home';
import { nutritionKeys } from './query-keys';

export type SaveProgramRecipesAnswer = { message: string; meal_plan: MealPlan };

/** POST /api/v4/program_recipes (spec M7 "program recipes save"): the week's recipes in the order picked, and the diet. */
export const saveProgramRecipes = (input: SaveProgramRecipes): Promise<SaveProgramRecipesAnswer> =>
  apiFetch<SaveProgramRecipesAnswer>(nutritionPaths.programRecipes, { method: 'POST', json: input });

/**
 * The screen shows a refusal itself. A saved week changes the plan, home's meals, the saved
 * selection of each diet and the diet on the member's profile (DESIGN 3a "Meal plans").
 */
export const useSaveProgramRecipes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgramRecipes,
    meta: { errorHandledLocally: true },
    onSuccess: ({ meal_plan }) => {
      queryClient.setQueryData(nutritionKeys.mealPlan, meal_plan);
      // Marked stale at once; the member is not kept waiting for the refetches.
      for (const queryKey of [HOME_QUERY_KEY, nutritionKeys.programRecipes, ME_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
};
