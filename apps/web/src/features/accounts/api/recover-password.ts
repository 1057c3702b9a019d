import { apiPaths, type Recover } from '@studio/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v3/users/recovery_password: mails a reset link if the address has an account. */
export const recoverPassword = (input: Recover): Promise<{ message: string }> =>
  apiFetch<{ message: string }>(apiPaths.recovery, { method: 'POST', json: input });
