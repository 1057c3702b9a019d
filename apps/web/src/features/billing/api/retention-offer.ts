import {
  type CancellationAnswer,
  cancellationPaths,
  type RetentionOfferAnswer,
  type SubscriptionAnswer,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SUBSCRIPTION_QUERY_KEY, subscriptionQueryOptions } from './get-subscription';

export const RETENTION_OFFER_QUERY_KEY = ['billing', 'retention-offer'] as const;

/** GET …/subscription/retention-offer: the one offer a member about to cancel gets (once a year), or null. */
export const useRetentionOffer = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: RETENTION_OFFER_QUERY_KEY,
    queryFn: () => apiFetch<RetentionOfferAnswer>(cancellationPaths.retentionOffer),
    select: (answer) => answer.offer,
    enabled,
  });

/** POST …/subscription/retention-offer: keep premium at the lower price (accepted once, however often sent). */
export const useAcceptRetentionOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: CancellationAnswer) =>
      apiFetch<SubscriptionAnswer>(cancellationPaths.retentionOffer, {
        method: 'POST',
        json: answer,
        repeatable: true,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: RETENTION_OFFER_QUERY_KEY });
    },
  });
};

/** The accepted offer's discount running on the subscription, or null. */
export const useSubscriptionDiscount = () =>
  useQuery({ ...subscriptionQueryOptions(), select: (answer) => answer.discount ?? null });
