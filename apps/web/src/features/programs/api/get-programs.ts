import { type Program, programPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './query-keys';

/** GET /api/v4/programs: every program with the member's state of it (spec M7 "load programs"). */
export const getPrograms = async (signal?: AbortSignal): Promise<Program[]> =>
  (await apiFetch<{ programs: Program[] }>(programPaths.list, { signal })).programs;

export const programsQueryOptions = () =>
  queryOptions({ queryKey: programKeys.list, queryFn: ({ signal }) => getPrograms(signal) });

export const usePrograms = () => useQuery(programsQueryOptions());
