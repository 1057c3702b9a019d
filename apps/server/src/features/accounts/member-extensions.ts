import type { User } from '@studio/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

/**
 * What another feature adds to a member (DESIGN 3a: "each feature adding its own through the user
 * presenter"): its fields of the user object, and what it must undo before the account goes.
 * Accounts calls these without knowing the features, so no feature is imported here.
 */
export type MemberExtension = {
  userFields?: (input: { db: Db; userId: number }) => Promise<Partial<User>>;
  beforeDestroy?: (input: { db: Db; userId: number; log: FastifyBaseLogger }) => Promise<void>;
};

export type AccountsOptions = { extensions?: MemberExtension[] };

/** The user object with every extension's fields laid over the accounts' own. */
export const withExtensionFields = async (
  base: User,
  db: Db,
  extensions: readonly MemberExtension[],
): Promise<User> => {
  const parts = await Promise.all(extensions.map((e) => e.userFields?.({ db, userId: base.id }) ?? {}));
  return Object.assign(base, ...parts);
};
