import { type SaveItem, savedPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { SavedListAnswer } from './create-saved-list';
import { refreshSaved } from './refresh-saved';

/** POST `{ id, kind, list_id }` (spec M7 "save to list"). */
export const saveItem = (input: SaveItem): Promise<SavedListAnswer> =>
  apiFetch<SavedListAnswer>(savedPaths.saveItem, { method: 'POST', json: input });

/** The save dialog shows the server's errors itself (a list of the other kind, a list gone). */
export const useSaveItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    meta: { errorHandledLocally: true },
    onSuccess: (answer) => void refreshSaved(queryClient, { list: answer.saved_list }),
  });
};
