import { savedPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { refreshSaved } from './refresh-saved';

/** DELETE a list (spec M7 "delete list"); a failure goes to the shared handler. */
export const deleteSavedList = (id: number): Promise<{ message: string }> =>
  apiFetch<{ message: string }>(savedPaths.list(id), { method: 'DELETE' });

export const useDeleteSavedList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedList,
    onSuccess: (_answer, id) => void refreshSaved(queryClient, { deletedId: id }),
  });
};
