import { eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { memberFilePrefix } from './update-member';

/**
 * Deletes the member: every row goes by `on delete cascade`, every file by its prefix. Payment and
 * purchase records, once they exist, reference the member with `on delete set null` and stay.
 */
export const destroyMember = async ({
  db,
  storage,
  userId,
}: {
  db: Db;
  storage: Storage;
  userId: number;
}) => {
  await db.delete(users).where(eq(users.id, userId));
  await storage.deletePrefix(memberFilePrefix(userId));
};
