import { apiPaths, type User, type WeeklyGoalSchema } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

export type UpdateWeeklyGoalInput = z.output<typeof WeeklyGoalSchema>;

/** PUT /api/v4/users/me/profile: changes the weekly goal and days together; answers the user. */
export const updateWeeklyGoal = (input: UpdateWeeklyGoalInput): Promise<User> =>
  apiFetch<User>(apiPaths.myProfile, { method: 'PUT', json: input });

/** Failures go to the shared handler (a toast); the profile dialog and program setup use it. */
export const useUpdateWeeklyGoal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeeklyGoal,
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
};
