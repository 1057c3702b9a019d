import { savedPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { SavedListAnswer } from './create-saved-list';
import { refreshSaved } from './refresh-saved';

export type DeleteSavedItemsInput = { listId: number; ids: number[] };

/** DELETE items from a list, `{ model: [item ids] }` (spec M7 "delete from list"). */
export const deleteSavedItems = ({ listId, ids }: DeleteSavedItemsInput): Promise<SavedListAnswer> =>
  apiFetch<SavedListAnswer>(savedPaths.items(listId), { method: 'DELETE', json: { model: ids } });

/** A failure goes to the shared handler. */
export const useDeleteSavedItems = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedItems,
    onSuccess: (answer) => void refreshSaved(queryClient, { list: answer.saved_list }),
  });
};
