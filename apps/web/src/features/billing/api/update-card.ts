import type { SubscriptionAnswer } from '@studio/shared';
import { dunningPaths, type UpdateCard, type UpdateCardAnswer } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** POST /api/v4/users/me/subscription/card: a new card for the subscription; a past-due charge is retried (issue 18). */
export const updateCard = (payload: UpdateCard): Promise<UpdateCardAnswer> =>
  apiFetch<UpdateCardAnswer>(dunningPaths.updateCard, { method: 'POST', json: payload });

/**
 * The page shows a decline itself. A success becomes the cached subscription, and the user object
 * (its premium and the banner) is loaded again.
 */
export const useUpdateCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    meta: { errorHandledLocally: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData<SubscriptionAnswer>(SUBSCRIPTION_QUERY_KEY, (current) => ({
        subscription: answer.subscription,
        trial_days: current?.trial_days ?? 0,
      }));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
};
