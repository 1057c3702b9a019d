import { apiPaths, type UpdateUser, type User } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';

export type UpdateUserInput = { id: number; data: UpdateUser };

/** PUT /api/v3/users/{id}: name, birthday, measurement standard and, when changed, the avatar. */
export const updateUser = ({ id, data }: UpdateUserInput): Promise<User> =>
  apiFetch<User>(apiPaths.updateUser(id), { method: 'PUT', json: data });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // The profile form shows the answer's errors and calls the shared handler itself (spec M8).
    meta: { errorHandledLocally: true },
    // The answer is the fresh user: put it in the cache so the profile shows it without waiting.
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
};
