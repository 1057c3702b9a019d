import { type MeasurementSet, profilePaths } from '@studio/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../accounts';

/** Cache key of the member's measurement sets; saving or deleting one invalidates it. */
export const MEASUREMENTS_QUERY_KEY = ['profile', 'measurements'] as const;

/** GET /api/v3/users/me/profiles: the measurement sets, newest first (spec M7 "load profiles"). */
export const getMeasurements = async (signal?: AbortSignal): Promise<MeasurementSet[]> =>
  (await apiFetch<{ profiles: MeasurementSet[] }>(profilePaths.measurements, { signal })).profiles;

export const measurementsQueryOptions = () =>
  queryOptions({ queryKey: MEASUREMENTS_QUERY_KEY, queryFn: ({ signal }) => getMeasurements(signal) });

export const useMeasurements = () => useQuery(measurementsQueryOptions());

/** After a save or a delete: the sets, and the user that carries them and the stats they feed. */
export const invalidateMeasurements = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: MEASUREMENTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  ]);
