import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProfiles, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { MemberContext, MemberContextShape } from './member-context';
import type { ProfileRow, UserRow } from './present';

/** The member row, its profile and the member context (decision 0013) in one query. */
export const loadMember = async (
  db: Db,
  shape: MemberContextShape,
  userId: number,
): Promise<{ user: UserRow; profile: ProfileRow | null; context: MemberContext }> => {
  const [row] = await db
    .select({ user: users, profile: memberProfiles, context: shape.fields })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  return { user: row.user, profile: row.profile, context: row.context ?? {} };
};
