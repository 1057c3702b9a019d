import { apiPaths, type CancellationAnswer, type SubscriptionAnswer } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';
import { RETENTION_OFFER_QUERY_KEY } from './retention-offer';

/**
 * POST /api/v4/users/me/subscription/cancel: nothing more is billed; premium lasts until the
 * paid-through date. The answer (why, optional) is stored for the studio's dashboard.
 */
export const cancelSubscription = (answer: CancellationAnswer = {}): Promise<SubscriptionAnswer> =>
  apiFetch<SubscriptionAnswer>(apiPaths.cancelSubscription, { method: 'POST', json: answer });

/** Failures go to the shared handler (a toast). */
export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer?: CancellationAnswer) => cancelSubscription(answer),
    onSuccess: (answer) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, answer);
      // The member stays premium until the paid-through date; the server decides when that ends.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: RETENTION_OFFER_QUERY_KEY });
    },
  });
};
