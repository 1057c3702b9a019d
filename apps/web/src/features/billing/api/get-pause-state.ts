import { type PauseState, pausePaths, type SubscriptionStatus } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const PAUSE_QUERY_KEY = ['billing', 'pause'] as const;

/** GET the pause state: whether premium may be paused (and the resume dates), is paused, or a cancellation can be undone. */
export const getPauseState = (): Promise<PauseState> => apiFetch<PauseState>(pausePaths.pause);

/** Keyed by the subscription's status too: a cancellation (made elsewhere on the page) reads it again. */
export const pauseStateQueryOptions = (status: SubscriptionStatus) =>
  queryOptions({ queryKey: [...PAUSE_QUERY_KEY, status], queryFn: getPauseState });

export const usePauseState = (status: SubscriptionStatus) => useQuery(pauseStateQueryOptions(status));
