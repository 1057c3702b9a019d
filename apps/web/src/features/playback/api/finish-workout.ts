import { type FinishedAnswer, libraryPaths, type PlaybackEvent } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST finished workout (spec M4, M7: id, kind): sent once, past 80 % of counted play time. */
export const finishWorkout = (event: PlaybackEvent): Promise<FinishedAnswer> =>
  apiFetch<FinishedAnswer>(libraryPaths.finished, { method: 'POST', json: event, repeatable: true });

export const useFinishWorkout = () => useMutation({ mutationFn: finishWorkout });
