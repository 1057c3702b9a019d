import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProfiles, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { ProfileRow, UserRow } from './present';

/** The member row and its profile in one query. */
export const loadMember = async (
  db: Db,
  userId: number,
): Promise<{ user: UserRow; profile: ProfileRow | null }> => {
  const [row] = await db
    .select({ user: users, profile: memberProfiles })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  return row;
};
