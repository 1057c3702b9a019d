import { apiPaths, type SubscriptionAnswer } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;

/** GET /api/v4/users/me/subscription: the member's newest subscription (or null) and the trial a purchase would get. */
export const getSubscription = (): Promise<SubscriptionAnswer> =>
  apiFetch<SubscriptionAnswer>(apiPaths.subscription);

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription });

export const useSubscription = () =>
  useQuery({ ...subscriptionQueryOptions(), select: (answer) => answer.subscription });

/** Free premium from rewarded invites (decision 0047), or null. */
export const useFreePremium = () =>
  useQuery({ ...subscriptionQueryOptions(), select: (answer) => answer.free_premium ?? null });

/** The free trial a purchase now would start with: the server knows the member's history. */
export const useOfferedTrialDays = () =>
  useQuery({ ...subscriptionQueryOptions(), select: (answer) => answer.trial_days });
