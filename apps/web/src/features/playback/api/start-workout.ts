import { libraryPaths, type PlaybackEvent, type WorkoutStatus } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST started workout (spec M4, M7: id, kind): the first play of an opening reports it. Its
 * failure is not the member's concern (a downloaded class played offline, issue 36): no toast;
 * the finish, which counts, is queued offline.
 */
export const startWorkout = (event: PlaybackEvent): Promise<WorkoutStatus> =>
  apiFetch<WorkoutStatus>(libraryPaths.started, { method: 'POST', json: event });

export const useStartWorkout = () =>
  useMutation({ mutationFn: startWorkout, meta: { errorHandledLocally: true } });
