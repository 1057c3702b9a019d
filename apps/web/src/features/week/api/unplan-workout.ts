import { type Message, weekPaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { weekKeys } from './get-week';

/** DELETE a planned workout from its day. */
export const unplanWorkout = (id: number): Promise<Message> =>
  apiFetch<Message>(weekPaths.plannedWorkout(id), { method: 'DELETE' });

export const useUnplanWorkout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unplanWorkout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: weekKeys.all }),
  });
};
