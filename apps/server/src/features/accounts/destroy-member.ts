import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { users } from '../../db/schema';
import type { MemberExtension } from './member-extensions';
import { memberFilePrefix } from './update-member';

/**
 * Deletes the member: every row goes by `on delete cascade`, every file by its prefix. Payment and
 * purchase records reference the member with `on delete set null` and stay, detached.
 */
export const destroyMember = async ({
  db,
  storage,
  userId,
  log,
  extensions = [],
}: {
  db: Db;
  storage: Storage;
  userId: number;
  log: FastifyBaseLogger;
  extensions?: readonly MemberExtension[];
}) => {
  // One transaction holding the member's row lock (the lock a purchase takes): a purchase still
  // running finishes first, so features undo what outlives the rows (a running subscription must
  // not bill a deleted member) with everything in view.
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    for (const extension of extensions) await extension.beforeDestroy?.({ db: tx, userId, log });
    await tx.delete(users).where(eq(users.id, userId));
  });
  // The account is gone either way; a file store failure is for the operators, not a 500 the member can't retry.
  await storage
    .deletePrefix(memberFilePrefix(userId))
    .catch((error: unknown) => log.error({ err: error, userId }, 'member files could not be deleted'));
};
