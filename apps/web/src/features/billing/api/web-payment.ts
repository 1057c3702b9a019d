import { apiPaths, type Subscription, type SubscriptionAnswer, type WebPayment } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshAfterPurchase } from '../refresh-after-purchase';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

export type WebPaymentAnswer = { message: string; subscription: Subscription };

/** POST /api/v3/braintrees/web_payment: starts the premium subscription with the card's nonce (spec A3). */
export const webPayment = (payload: WebPayment): Promise<WebPaymentAnswer> =>
  apiFetch<WebPaymentAnswer>(apiPaths.webPayment, { method: 'POST', json: payload });

/**
 * The buy page shows a decline, a price change or a refusal itself; it calls the shared handler for
 * the rest. A success updates the cache here, so it happens even if the page has gone meanwhile
 * (a `mutate` call's own callbacks would not run then): cached lists go, the user is loaded again,
 * and the payment's subscription becomes the cached answer (no trial is offered after one), so the
 * manage page shows it at once. The mutation settles after all that.
 */
export const useWebPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: webPayment,
    meta: { errorHandledLocally: true },
    onSuccess: async (answer) => {
      try {
        await refreshAfterPurchase(queryClient);
      } finally {
        // After the reload: a buy page still on screen has then given way to the welcome page (the
        // user is premium), so it never shows this answer's "no trial" while the payment finishes.
        queryClient.setQueryData<SubscriptionAnswer>(SUBSCRIPTION_QUERY_KEY, {
          subscription: answer.subscription,
          trial_days: 0,
        });
      }
    },
  });
};
