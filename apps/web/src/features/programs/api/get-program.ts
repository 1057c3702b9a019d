import { type ProgramDetails, programPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './query-keys';

/** GET /api/v4/programs/{id}: one program with its weeks (spec M7 "load program details"). */
export const getProgram = async (id: number, signal?: AbortSignal): Promise<ProgramDetails> =>
  (await apiFetch<{ program: ProgramDetails }>(programPaths.details(id), { signal })).program;

export const programQueryOptions = (id: number) =>
  queryOptions({ queryKey: programKeys.details(id), queryFn: ({ signal }) => getProgram(id, signal) });

/** An unknown id is a 404, which the shared handler turns into the not-found page (spec A8). */
export const useProgram = (id: number) => useQuery(programQueryOptions(id));
