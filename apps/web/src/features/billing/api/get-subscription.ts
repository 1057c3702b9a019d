import { apiPaths, type SubscriptionAnswer } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;

/** GET /api/v4/users/me/subscription: the member's newest subscription, or null. */
export const getSubscription = async (): Promise<SubscriptionAnswer['subscription']> =>
  (await apiFetch<SubscriptionAnswer>(apiPaths.subscription)).subscription;

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
