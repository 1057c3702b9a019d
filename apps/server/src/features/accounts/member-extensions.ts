import type { User } from '@studio/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema';
import { loadMember } from './load-member';
import type { ContextFields, MemberContext, MemberContextShape } from './member-context';
import { presentUser } from './present';

/**
 * What another feature adds to a member (DESIGN 3a: "each feature adding its own through the user
 * presenter"): its fields of the user object, and what it must undo before the account goes.
 * Accounts calls these without knowing the features, so no feature is imported here.
 */
export type MemberExtension = {
  /**
   * `user` is the object so far (the accounts' fields), for a feature that completes a part of it;
   * `context` the member context read with the member (a feature's own part of it answers with no query).
   */
  userFields?: (input: {
    db: Db;
    userId: number;
    user: User;
    context: MemberContext;
    /** The values of this feature's `userColumns`, read in the one statement all features share. */
    columns: Readonly<Record<string, unknown>>;
    now: Date;
  }) => Promise<UserFields> | UserFields;
  /** What the feature reads for the user object, in the one statement of GET /me's features. */
  userColumns?: UserColumns;
  /** What the feature reads with the session, in the auth statement (decision 0013). */
  context?: ContextFields;
  beforeDestroy?: (input: { db: Db; userId: number; log: FastifyBaseLogger }) => Promise<void>;
  /** Throws to refuse a change of the weekly goal and days (programs: while one runs). */
  guardWeeklyGoal?: (input: { db: Db; userId: number }) => Promise<void>;
};

/**
 * A feature's columns of the user object's statement: SQL over the member's row (`users.id`),
 * JSON where it is a list, and the values of any placeholders they use (decision 0013).
 */
export type UserColumns = {
  columns: Record<string, SQL>;
  values?: (input: { user: User; now: Date }) => Record<string, unknown>;
};

/**
 * A feature's fields of the user object, and the moment they change with time alone (a paid-through
 * date, the member's next midnight), so that a cached user object expires then (decision 0010).
 */
export type UserFields = { fields: Partial<User>; validUntil?: Date | null };

/** The whole user object, valid until `validUntil` unless the member's rows change first. */
export type BuiltUser = { user: User; validUntil: Date | null };

export type AccountsOptions = { extensions?: MemberExtension[] };

/** Every feature's user columns in one prepared statement, built once per database. */
const userColumnsQuery = (extensions: readonly MemberExtension[]) => {
  const columns: Record<string, SQL> = {};
  for (const extension of extensions) Object.assign(columns, extension.userColumns?.columns);
  if (Object.keys(columns).length === 0) return null;
  return preparedOnce((db) =>
    db
      .select(columns)
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('member_user_columns'),
  );
};

const queries = new WeakMap<readonly MemberExtension[], ReturnType<typeof userColumnsQuery>>();

/**
 * The user object with every extension's fields laid over the accounts' own: one statement for
 * all of them (their `userColumns`), none for what the member context already holds.
 */
export const withExtensionFields = async (
  base: User,
  db: Db,
  extensions: readonly MemberExtension[],
  context: MemberContext,
): Promise<BuiltUser> => {
  const now = new Date();
  if (!queries.has(extensions)) queries.set(extensions, userColumnsQuery(extensions));
  const query = queries.get(extensions);
  let columns: Record<string, unknown> = {};
  if (query) {
    const values: Record<string, unknown> = { userId: base.id };
    for (const extension of extensions)
      Object.assign(values, extension.userColumns?.values?.({ user: base, now }));
    const [row] = await query(db).execute(values);
    columns = row ?? {};
  }
  const parts = await Promise.all(
    extensions.map(
      (e): Promise<UserFields> | UserFields =>
        e.userFields?.({ db, userId: base.id, user: base, context, columns, now }) ?? { fields: {} },
    ),
  );
  Object.assign(base, ...parts.map((part) => part.fields));
  const moments = parts.flatMap((part) => (part.validUntil ? [part.validUntil.getTime()] : []));
  return { user: base, validUntil: moments.length > 0 ? new Date(Math.min(...moments)) : null };
};

/** The user object of GET /me for any member, for features that answer it (programs' configure_days). */
export const userObjectLoader =
  ({
    db,
    storage,
    extensions,
    shape,
  }: {
    db: Db;
    storage: Storage;
    extensions: readonly MemberExtension[];
    shape: MemberContextShape;
  }) =>
  async (userId: number): Promise<User> => {
    const { user, profile, context } = await loadMember(db, shape, userId);
    return (await withExtensionFields(presentUser(user, profile, storage), db, extensions, context)).user;
  };
