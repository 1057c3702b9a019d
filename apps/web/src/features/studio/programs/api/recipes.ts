import {
  type ProgramRecipeSet,
  type RecipeInput,
  recipePaths,
  type StudioRecipe,
  type StudioRecipes,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';
import { apiUpload } from '../../shared/api/upload';

const recipesKey = ['studio', 'recipes'] as const;
const recipeKey = (id: number) => ['studio', 'recipes', id] as const;
const programRecipesKey = (id: number) => ['studio', 'program-recipes', id] as const;

export const useRecipes = () =>
  useQuery({
    queryKey: recipesKey,
    queryFn: async ({ signal }) => (await apiFetch<StudioRecipes>(recipePaths.recipes, { signal })).recipes,
  });

export const useRecipe = (id: number) =>
  useQuery({
    queryKey: recipeKey(id),
    queryFn: ({ signal }) => apiFetch<StudioRecipe>(recipePaths.recipe(id), { signal }),
  });

/** After a change: the recipe's answer in place; the list, programs' choices and the audit log read again. */
const useSettle = () => {
  const queryClient = useQueryClient();
  return (recipe: StudioRecipe) => {
    queryClient.setQueryData(recipeKey(recipe.id), recipe);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: recipesKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: ['studio', 'program-recipes'] }),
      queryClient.invalidateQueries({ queryKey: studioKeys.audit }),
    ]);
  };
};

/** Makes a recipe, or changes one (`id`). */
export const useSaveRecipe = () => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: RecipeInput }) =>
      apiFetch<StudioRecipe>(id ? recipePaths.recipe(id) : recipePaths.recipes, {
        method: id ? 'PUT' : 'POST',
        json: input,
      }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useSetRecipeHidden = (id: number) => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      apiFetch<StudioRecipe>(recipePaths.visibility(id), { method: 'PUT', json: { hidden } }),
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

export const useUploadRecipePicture = (id: number) => {
  const onSuccess = useSettle();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('picture', file);
      return apiUpload<StudioRecipe>(recipePaths.picture(id), form);
    },
    meta: { errorHandledLocally: true },
    onSuccess,
  });
};

/** A program's recipes and every recipe to choose from. */
export const useProgramRecipes = (programId: number) =>
  useQuery({
    queryKey: programRecipesKey(programId),
    queryFn: ({ signal }) => apiFetch<ProgramRecipeSet>(recipePaths.programRecipes(programId), { signal }),
  });

export const useSaveProgramRecipes = (programId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipeIds: number[]) =>
      apiFetch<ProgramRecipeSet>(recipePaths.programRecipes(programId), {
        method: 'PUT',
        json: { recipe_ids: recipeIds },
      }),
    meta: { errorHandledLocally: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(programRecipesKey(programId), saved);
      return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
    },
  });
};
