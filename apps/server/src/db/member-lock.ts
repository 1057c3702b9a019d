import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema';

/**
 * Holds the member's row until the transaction ends: a member's writes that read before they write
 * (quotas, purchases, the avatar's file, the account's deletion) run one at a time, whichever
 * process serves them.
 */
export const lockMember = async (tx: Tx, userId: number): Promise<void> => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};
