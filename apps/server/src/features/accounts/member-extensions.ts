import type { User } from '@studio/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { loadMember } from './load-member';
import { presentUser } from './present';

/**
 * What another feature adds to a member (DESIGN 3a: "each feature adding its own through the user
 * presenter"): its fields of the user object, and what it must undo before the account goes.
 * Accounts calls these without knowing the features, so no feature is imported here.
 */
export type MemberExtension = {
  /** `user` is the object so far (the accounts' fields), for a feature that completes a part of it. */
  userFields?: (input: { db: Db; userId: number; user: User }) => Promise<Partial<User>>;
  beforeDestroy?: (input: { db: Db; userId: number; log: FastifyBaseLogger }) => Promise<void>;
  /** Throws to refuse a change of the weekly goal and days (programs: while one runs). */
  guardWeeklyGoal?: (input: { db: Db; userId: number }) => Promise<void>;
};

export type AccountsOptions = { extensions?: MemberExtension[] };

/** The user object with every extension's fields laid over the accounts' own. */
export const withExtensionFields = async (
  base: User,
  db: Db,
  extensions: readonly MemberExtension[],
): Promise<User> => {
  const parts = await Promise.all(
    extensions.map((e) => e.userFields?.({ db, userId: base.id, user: base }) ?? {}),
  );
  return Object.assign(base, ...parts);
};

/** The user object of GET /me for any member, for features that answer it (programs' configure_days). */
export const userObjectLoader =
  ({ db, storage, extensions }: { db: Db; storage: Storage; extensions: readonly MemberExtension[] }) =>
  async (userId: number): Promise<User> => {
    const { user, profile } = await loadMember(db, userId);
    return withExtensionFields(presentUser(user, profile, storage), db, extensions);
  };
