import { type Week, weekPaths } from '@studio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Cache keys of My week: every week shown, one per start. */
export const weekKeys = {
  all: ['week'] as const,
  start: (start: string | null) => ['week', start ?? 'this'] as const,
};

/** GET the member's week (`start` a Sunday; null for this week). */
export const getWeek = (start: string | null, signal?: AbortSignal): Promise<Week> =>
  apiFetch<Week>(start ? `${weekPaths.week}?start=${encodeURIComponent(start)}` : weekPaths.week, { signal });

export const weekQueryOptions = (start: string | null) =>
  queryOptions({
    queryKey: weekKeys.start(start),
    queryFn: ({ signal }) => getWeek(start, signal),
    placeholderData: keepPreviousData,
  });

export const useWeek = (start: string | null) => useQuery(weekQueryOptions(start));
