import type { SignUpSchema } from '@studio/shared';
import type { z } from 'zod';
import { type Db, isUniqueViolation } from '../../db/client';
import { users } from '../../db/schema';
import { validationError } from '../../errors';
import { hashPassword } from './crypto';
import type { UserRow } from './present';

/** Creates a member; an e-mail already taken (in any letter case) is a field error, not a 500. */
export const registerMember = async ({
  db,
  input,
}: {
  db: Db;
  input: z.output<typeof SignUpSchema>;
}): Promise<UserRow> => {
  const password_hash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        name: input.name,
        last_name: input.last_name,
        email: input.email,
        password_hash,
        time_zone: input.time_zone ?? 'UTC',
        referral_token: input.referral_token || null,
        // The browser's language at sign-up (issue 35); none: the studio's default, as it changes.
        language: input.language ?? null,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationError({ email: ['common.error.emailTaken'] }, 'common.error.emailTaken');
    throw error;
  }
};
