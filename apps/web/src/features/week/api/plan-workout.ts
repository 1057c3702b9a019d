import { type PlannedWorkout, type PlannedWorkoutInput, weekPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { weekKeys } from './get-week';

/** POST a library workout onto a day of the week. */
export const planWorkout = (input: PlannedWorkoutInput): Promise<PlannedWorkout> =>
  apiFetch<PlannedWorkout>(weekPaths.plannedWorkouts, { method: 'POST', json: input });

export const usePlanWorkout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planWorkout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: weekKeys.all }),
  });
};
