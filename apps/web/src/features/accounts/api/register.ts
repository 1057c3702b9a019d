import { apiPaths, type SessionUser, type SignUpRequestSchema } from '@studio/shared';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { startSession } from './start-session';

export type RegisterInput = z.output<typeof SignUpRequestSchema>;

/** POST /api/v3/users/register: creates the member and signs them in. */
export const register = (input: RegisterInput): Promise<SessionUser> =>
  apiFetch<SessionUser>(apiPaths.register, { method: 'POST', json: input });

/** Creates the member and starts the session; answers the user. */
export const signUp = async (input: RegisterInput) => startSession(await register(input));
