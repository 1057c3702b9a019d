import { type Diet, nutritionPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { nutritionKeys } from './query-keys';

/** GET /api/v4/diets: the three diets a meal plan can follow (spec M3 "Diet options"). */
export const getDiets = async (signal?: AbortSignal): Promise<Diet[]> =>
  (await apiFetch<{ diets: Diet[] }>(nutritionPaths.diets, { signal })).diets;

export const dietsQueryOptions = () =>
  queryOptions({
    queryKey: nutritionKeys.diets,
    queryFn: ({ signal }) => getDiets(signal),
    // The diets are part of the catalogue: they do not change while a member plans a week.
    staleTime: 10 * 60_000,
  });

export const useDiets = () => useQuery(dietsQueryOptions());
