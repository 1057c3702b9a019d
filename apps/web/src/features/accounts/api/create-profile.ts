import { apiPaths, type CreateProfileSchema, type User } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './get-me';

export type CreateProfileInput = z.output<typeof CreateProfileSchema>;

/** POST /api/v3/users/me/profiles: the onboarding's weekly goal and days; answers the user. */
export const createProfile = (input: CreateProfileInput): Promise<User> =>
  apiFetch<User>(apiPaths.profiles, { method: 'POST', json: input });

export const useCreateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    meta: { errorHandledLocally: true },
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
};
