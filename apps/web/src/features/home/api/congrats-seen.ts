import { programPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';
import { programKeys } from '../../programs';
import { HOME_QUERY_KEY } from './get-home';

/** PUT /api/v4/programs/{id}/congrats_seen (spec M7 "congrats seen", no payload). */
export const congratsSeen = (programId: number) =>
  apiFetch<unknown>(programPaths.congratsSeen(programId), { method: 'PUT' });

/**
 * Spec M4 "Home completion": closing the prompt marks the congratulation seen, then programs and
 * the user are reloaded (and home with them); the page remounts itself.
 */
export const useCongratsSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: congratsSeen,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: programKeys.all }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY }),
      ]),
  });
};
