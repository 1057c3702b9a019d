import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './crypto';
import { revokeSessions } from './sessions';

/** Sets a new password and ends the member's other sessions; the current one goes on. */
export const changePassword = async ({
  db,
  userId,
  sessionId,
  password,
}: {
  db: Db;
  userId: number;
  sessionId?: number;
  password: string;
}): Promise<void> => {
  const password_hash = await hashPassword(password);
  await db.update(users).set({ password_hash, updated_at: sql`now()` }).where(eq(users.id, userId));
  await revokeSessions(db, userId, sessionId);
};
