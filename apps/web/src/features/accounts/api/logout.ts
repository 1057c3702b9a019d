import { apiPaths } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/v3/users/me/logout: ends the session on the server. */
export const logout = (): Promise<{ message: string }> =>
  apiFetch<{ message: string }>(apiPaths.logout, { method: 'DELETE' });

/** The screen leaves whatever the answer, so a failure is not shown (a 401 is still handled). */
export const useLogoutMutation = () =>
  useMutation({ mutationFn: logout, meta: { errorHandledLocally: true } });
