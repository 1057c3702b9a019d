import { type CompleteMealAnswer, type Home, localDay, nutritionPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useMe } from '../../accounts';
import { HOME_QUERY_KEY } from './get-home';

/**
 * POST …/meals/{id}/completed: one of today's meals eaten (counted once a day). The day is the
 * member's today when tapped: a tap queued offline and sent after midnight still counts for it.
 */
export const completeMeal = (itemId: number, day?: string): Promise<CompleteMealAnswer> =>
  apiFetch<CompleteMealAnswer>(nutritionPaths.completeMeal(itemId), {
    method: 'POST',
    repeatable: true,
    json: day ? { day } : undefined,
  });

/** Marks the meal eaten in home's cache at once, then reloads home (its "up next" card moves on). */
export const useCompleteMeal = () => {
  const queryClient = useQueryClient();
  const zone = useMe().data?.time_zone;
  return useMutation({
    mutationFn: (itemId: number) => completeMeal(itemId, zone ? localDay(new Date(), zone).date : undefined),
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
