import { apiPaths } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v4/users/me/destroy_user: deletes the member's account and data. */
export const destroyUser = (): Promise<{ message: string }> =>
  apiFetch<{ message: string }>(apiPaths.destroyUser, { method: 'POST' });

export const useDestroyUser = () => useMutation({ mutationFn: destroyUser });
