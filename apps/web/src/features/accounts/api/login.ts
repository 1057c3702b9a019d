import { apiPaths, type SessionUser, type SignInSchema } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from './start-session';

export type LoginInput = z.output<typeof SignInSchema>;

/** POST /api/v3/users/login: answers the user with a session token (401 on bad credentials). */
export const login = (input: LoginInput): Promise<SessionUser> =>
  apiFetch<SessionUser>(apiPaths.login, { method: 'POST', json: input });

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorHandledLocally: true },
    onSuccess: (sessionUser) => startSession(queryClient, sessionUser),
  });
};
