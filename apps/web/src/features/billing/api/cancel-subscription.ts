import { apiPaths, type SubscriptionAnswer } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** POST /api/v4/users/me/subscription/cancel: nothing more is billed; premium lasts until the paid-through date. */
export const cancelSubscription = (): Promise<SubscriptionAnswer> =>
  apiFetch<SubscriptionAnswer>(apiPaths.cancelSubscription, { method: 'POST' });

/** Failures go to the shared handler (a toast). */
export const useCancelSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, answer);
      // The member stays premium until the paid-through date; the server decides when that ends.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
};
