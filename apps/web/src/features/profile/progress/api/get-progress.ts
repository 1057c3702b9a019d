import { type Progress, profilePaths } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** Cache key of the progress charts' series. */
export const PROGRESS_QUERY_KEY = ['profile', 'progress'] as const;

/** GET /api/v4/users/me/progress: each measure over time and the last 12 weeks (issue 19). */
export const getProgress = (signal?: AbortSignal): Promise<Progress> =>
  apiFetch<Progress>(profilePaths.progress, { signal });

/**
 * Like the user (spec M2), read again on each visit of the profile: a set saved, a standard
 * switched or a workout finished elsewhere shows at once (a warm answer costs the server nothing).
 */
export const useProgress = () =>
  useQuery({
    queryKey: PROGRESS_QUERY_KEY,
    queryFn: ({ signal }) => getProgress(signal),
    refetchOnMount: 'always',
  });
