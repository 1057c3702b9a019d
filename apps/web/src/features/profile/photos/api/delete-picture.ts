import { profilePaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { refreshPictures } from './refresh-pictures';

/** DELETE one photo by id (spec M7 "delete picture"); a failure goes to the shared handler. */
export const deletePicture = (id: number): Promise<{ message: string }> =>
  apiFetch(profilePaths.picture(id), { method: 'DELETE' });

export const useDeletePicture = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePicture, onSuccess: () => refreshPictures(queryClient) });
};
