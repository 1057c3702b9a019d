import { apiPaths, type DestroyUser } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v4/users/me/destroy_user: deletes the member's account and data, given their password. */
export const destroyUser = (data: DestroyUser): Promise<{ message: string }> =>
  apiFetch<{ message: string }>(apiPaths.destroyUser, { method: 'POST', json: data });

// The dialog shows a wrong password under its field and calls the shared handler for the rest.
export const useDestroyUser = () =>
  useMutation({ mutationFn: destroyUser, meta: { errorHandledLocally: true } });
