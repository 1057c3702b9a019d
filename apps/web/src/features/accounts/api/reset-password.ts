import { apiPaths, type ResetPasswordSchema } from '@studio/shared';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

export type ResetPasswordInput = z.output<typeof ResetPasswordSchema>;

/** POST /api/v3/users/reset_password: sets a new password with the token of the mailed link. */
export const resetPassword = (input: ResetPasswordInput): Promise<{ message: string }> =>
  apiFetch<{ message: string }>(apiPaths.resetPassword, { method: 'POST', json: input });
