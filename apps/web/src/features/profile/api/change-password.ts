import { apiPaths, type ChangePassword } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v4/users/me/change_password: the profile form sends it apart from the other fields (spec M5). */
export const changePassword = (data: ChangePassword): Promise<{ message: string }> =>
  apiFetch<{ message: string }>(apiPaths.changePassword, { method: 'POST', json: data });

export const useChangePassword = () =>
  // The profile form shows the answer's errors and calls the shared handler itself (spec M8).
  useMutation({ mutationFn: changePassword, meta: { errorHandledLocally: true } });
