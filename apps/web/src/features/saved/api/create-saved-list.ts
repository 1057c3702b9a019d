import { type CreateSavedList, type SavedList, savedPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshSaved } from './refresh-saved';

export type SavedListAnswer = { message: string; saved_list: SavedList };

/** POST a new list `{ kind, name }` (spec M7 "create list"). */
export const createSavedList = (input: CreateSavedList): Promise<SavedListAnswer> =>
  apiFetch<SavedListAnswer>(savedPaths.lists, { method: 'POST', json: input });

/** The forms show the server's errors themselves (a taken name sits under the name field). */
export const useCreateSavedList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedList,
    meta: { errorHandledLocally: true },
    onSuccess: (answer) => void refreshSaved(queryClient, { list: answer.saved_list }),
  });
};
