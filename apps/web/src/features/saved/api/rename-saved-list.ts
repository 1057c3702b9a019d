import { savedPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { SavedListAnswer } from './create-saved-list';
import { refreshSaved } from './refresh-saved';

export type RenameSavedListInput = { id: number; name: string };

/** PUT `{ model: { name } }` (spec M7 "rename list"). */
export const renameSavedList = ({ id, name }: RenameSavedListInput): Promise<SavedListAnswer> =>
  apiFetch<SavedListAnswer>(savedPaths.list(id), { method: 'PUT', json: { model: { name } } });

/** The rename dialog shows the server's errors itself. */
export const useRenameSavedList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSavedList,
    meta: { errorHandledLocally: true },
    onSuccess: (answer) => void refreshSaved(queryClient, { list: answer.saved_list }),
  });
};
