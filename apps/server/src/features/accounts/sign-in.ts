import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { DUMMY_HASH, verifyPassword } from './crypto';
import { emailIs } from './email';
import type { UserRow } from './present';

/** Checks e-mail and password; an unknown e-mail costs the same time as a wrong password. */
export const signIn = async ({
  db,
  email,
  password,
  timeZone,
}: {
  db: Db;
  email: string;
  password: string;
  timeZone?: string;
}): Promise<UserRow> => {
  const [user] = await db.select().from(users).where(emailIs(email)).limit(1);
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) throw unauthorized('common.error.invalidCredentials');
  if (timeZone && timeZone !== user.time_zone) {
    await db.update(users).set({ time_zone: timeZone }).where(eq(users.id, user.id));
    return { ...user, time_zone: timeZone };
  }
  return user;
};
