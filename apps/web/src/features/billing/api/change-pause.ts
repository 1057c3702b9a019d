import { type PauseMonths, type PauseState, pausePaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';
import { PAUSE_QUERY_KEY } from './get-pause-state';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** What changes the pause (pause, resume now, undo a cancellation): each answers the new pause state. */
export type PauseChange =
  | { action: 'pause'; months: PauseMonths }
  | { action: 'resume' }
  | { action: 'undo' };

/** POST pause `{ months }`, resume or undo-cancel (decision 0028). */
export const changePause = (change: PauseChange): Promise<PauseState> => {
  if (change.action === 'pause')
    return apiFetch<PauseState>(pausePaths.pause, { method: 'POST', json: { months: change.months } });
  const path = change.action === 'resume' ? pausePaths.resume : pausePaths.undoCancel;
  return apiFetch<PauseState>(path, { method: 'POST' });
};

/** Failures go to the shared handler (a toast); the subscription and premium are read again. */
export const useChangePause = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePause,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PAUSE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
};
