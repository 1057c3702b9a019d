import { apiPaths, type SessionUser, type SignInSchema } from '@studio/shared';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from './start-session';

export type LoginInput = z.output<typeof SignInSchema>;

/** POST /api/v3/users/login: answers the user with a session token (401 on bad credentials). */
export const login = (input: LoginInput): Promise<SessionUser> =>
  apiFetch<SessionUser>(apiPaths.login, { method: 'POST', json: input, repeatable: true });

/** Signs in and starts the session; answers the user. */
export const signIn = async (input: LoginInput) => startSession(await login(input));
