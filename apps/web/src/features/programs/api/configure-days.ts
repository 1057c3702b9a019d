import { type ConfigureDays, programPaths, type User } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';

export type ConfigureDaysInput = ConfigureDays & { program_id: number };

/** POST /api/v4/programs/{id}/configure_days: the program's weekly goal and days; answers the user. */
export const configureDays = (input: ConfigureDaysInput): Promise<User> =>
  apiFetch<User>(programPaths.configureDays(input.program_id), { method: 'POST', json: input });

/**
 * The answer is the user with its days set (need_to_configure_days false), so the route guard
 * lets the member go home at once. The form shows a refusal itself.
 */
export const useConfigureDays = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: configureDays,
    meta: { errorHandledLocally: true },
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
};
