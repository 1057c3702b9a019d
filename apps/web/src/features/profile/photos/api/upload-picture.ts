import { type Picture, profilePaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { refreshPictures } from './refresh-pictures';

/** POST the photo as an image data URL (spec M5, M7 "upload picture"). */
export const uploadPicture = (photo: string): Promise<{ message: string; picture: Picture }> =>
  apiFetch(profilePaths.pictures, { method: 'POST', json: { photo } });

export const useUploadPicture = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    // The upload dialog shows the server's message itself (wrong type, too large).
    meta: { errorHandledLocally: true },
    onSuccess: () => refreshPictures(queryClient),
  });
};
