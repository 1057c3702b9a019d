import { type CompleteMealAnswer, type Home, nutritionPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HOME_QUERY_KEY } from './get-home';

/** POST …/meals/{id}/completed: one of today's meals eaten (counted once a day). */
export const completeMeal = (itemId: number): Promise<CompleteMealAnswer> =>
  apiFetch<CompleteMealAnswer>(nutritionPaths.completeMeal(itemId), { method: 'POST', repeatable: true });

/** Marks the meal eaten in home's cache at once, then reloads home (its "up next" card moves on). */
export const useCompleteMeal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMeal,
    onSuccess: (answer) => {
      queryClient.setQueryData<Home>(HOME_QUERY_KEY, (home) =>
        home
          ? {
              ...home,
              meals: home.meals.map((meal) => (meal.item.id === answer.meal.item.id ? answer.meal : meal)),
            }
          : home,
      );
    },
    // A refusal (past midnight the meal is no longer today's) reloads home as well.
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY }),
  });
};
