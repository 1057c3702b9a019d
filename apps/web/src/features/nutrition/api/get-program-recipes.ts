import { nutritionPaths, type ProgramRecipes } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { nutritionKeys } from './query-keys';

export type RecipesRef = { programId: number; dietId: number };

/**
 * GET /api/v4/program_recipes (spec M7 "program recipes load": program_id, nutrition_id): the
 * running program's recipes for a diet, and the member's saved week for it in the order picked.
 */
export const getProgramRecipes = ({ programId, dietId }: RecipesRef, signal?: AbortSignal) =>
  apiFetch<ProgramRecipes>(
    `${nutritionPaths.programRecipes}?program_id=${programId}&nutrition_id=${dietId}`,
    {
      signal,
    },
  );

export const programRecipesQueryOptions = (ref: RecipesRef) =>
  queryOptions({
    queryKey: nutritionKeys.recipesFor(ref.programId, ref.dietId),
    queryFn: ({ signal }) => getProgramRecipes(ref, signal),
  });

export const useProgramRecipes = (ref: RecipesRef) => useQuery(programRecipesQueryOptions(ref));
