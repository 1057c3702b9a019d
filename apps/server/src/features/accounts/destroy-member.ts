import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
  log,
}: {
  db: Db;
  storage: Storage;
  userId: number;
  log: FastifyBaseLogger;
}) => {
  await db.delete(users).where(eq(users.id, userId));
  // The account is gone either way; a file store failure is for the operators, not a 500 the member can't retry.
  await storage
    .deletePrefix(memberFilePrefix(userId))
    .catch((error: unknown) => log.error({ err: error, userId }, 'member files could not be deleted'));
};
