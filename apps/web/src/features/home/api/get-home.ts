import { type Home, homePaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Cache key of home data: the meal setup, playback and programs invalidate it. */
export const HOME_QUERY_KEY = ['home'] as const;

/** GET /api/v4/home: the member's day (spec M7 "load home"). */
export const getHome = (signal?: AbortSignal): Promise<Home> => apiFetch<Home>(homePaths.home, { signal });

export const homeQueryOptions = () =>
  queryOptions({ queryKey: HOME_QUERY_KEY, queryFn: ({ signal }) => getHome(signal) });

export const useHome = () => useQuery(homeQueryOptions());
