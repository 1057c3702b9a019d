import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { validationError } from '../../errors';
import { hashPassword, verifyPassword } from './crypto';
import { revokeSessions } from './sessions';

/**
 * The member's current password, checked against the stored hash (read fresh, not from the
 * session's copy): a wrong one is a 400 naming `current_password` and changes nothing (issue 14).
 */
export const assertCurrentPassword = async (db: Db, userId: number, password: string): Promise<void> => {
  const [row] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(password, row.hash))) {
    throw validationError(
      { current_password: ['shared.form.currentPasswordWrong'] },
      'shared.form.currentPasswordWrong',
    );
  }
};

/**
 * Sets a new password, given the current one, and ends the member's other sessions; the current
 * one goes on. `currentPassword` undefined: a reset by e-mailed token, which stands for it.
 */
export const changePassword = async ({
  db,
  userId,
  sessionId,
  password,
  currentPassword,
}: {
  db: Db;
  userId: number;
  sessionId?: number;
  password: string;
  currentPassword?: string;
}): Promise<void> => {
  if (currentPassword !== undefined) await assertCurrentPassword(db, userId, currentPassword);
  const password_hash = await hashPassword(password);
  await db.update(users).set({ password_hash, updated_at: sql`now()` }).where(eq(users.id, userId));
  await revokeSessions(db, userId, sessionId);
};
