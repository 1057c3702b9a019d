import { type Cohorts, type CohortWindow, studioPaths } from '@studio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The owner's cohorts over the last `months` sign-up months (issue 40). */
export const cohortsQuery = (months: CohortWindow) =>
  queryOptions({
    queryKey: ['studio', 'analytics', 'cohorts', months] as const,
    queryFn: ({ signal }) =>
      apiFetch<Cohorts>(`${studioPaths.analyticsCohorts}?months=${months}`, { signal }),
    // Another window keeps the table on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

export const useCohorts = (months: CohortWindow) => useQuery(cohortsQuery(months));
