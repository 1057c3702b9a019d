import { AUTH_HEADERS, LONG_SESSION_DAYS, SHORT_SESSION_HOURS } from '@studio/shared';
import { and, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { memberProfiles, sessions, users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { hashToken, newToken } from './crypto';
import type { MemberContext, MemberContextShape } from './member-context';
import type { ProfileRow, UserRow } from './present';

/**
 * The signed-in member, with the rows the auth query already read (so GET /me needs no second
 * query) and the features' member context read in the same statement (decision 0013).
 */
export type Member = {
  userId: number;
  sessionId: number;
  email: string;
  user: UserRow;
  profile: ProfileRow | null;
  context: MemberContext;
  /** When the context changes with time alone (epoch ms; Infinity: never): the session entry ends then. */
  contextUntil: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member;
  }
}

const HOUR = 3_600_000;

/** keep_session false: a session that ends within a day; true: one of 60 days (DESIGN 3). */
export const sessionLifetimeMs = (keepSession: boolean): number =>
  keepSession ? LONG_SESSION_DAYS * 24 * HOUR : SHORT_SESSION_HOURS * HOUR;

/** Opens a session and answers its token, which is never stored. */
export const createSession = async ({
  db,
  userId,
  keepSession,
}: {
  db: Db;
  userId: number;
  keepSession: boolean;
}) => {
  const token = newToken();
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + sessionLifetimeMs(keepSession)),
  });
  return token;
};

/**
 * The auth query with the member context's fields, built once per database and prepared: it runs
 * on every member request the cache cannot answer, and is the first of its two round trips.
 */
const findMemberQuery = (db: Db, context: Record<string, SQL>) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expires_at,
      user: users,
      profile: memberProfiles,
      context,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql`now()`),
        eq(users.email, sql.placeholder('email')),
      ),
    )
    .limit(1)
    .prepare('find_member');

const prepared = new WeakMap<Db, ReturnType<typeof findMemberQuery>>();

/**
 * Finds the live session of a token's hash; the token is bound to the member's (normalised) e-mail.
 * Answers when the session ends too.
 */
export const findMember = async (
  db: Db,
  shape: MemberContextShape,
  email: string,
  tokenHash: string,
): Promise<{ member: Member; expiresAt: Date } | null> => {
  let query = prepared.get(db);
  if (!query) {
    query = findMemberQuery(db, shape.fields);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, email });
  if (!row) return null;
  const { sessionId, user, profile, expiresAt } = row;
  const context: MemberContext = row.context ?? {};
  return {
    member: {
      sessionId,
      user,
      profile,
      userId: user.id,
      email: user.email,
      context,
      contextUntil: shape.until(context),
    },
    expiresAt,
  };
};

/**
 * onRequest hook of member routes: a wrong, expired or missing token is a 401, before the body is
 * read. A session this process has seen is answered from its member cache (decision 0010).
 */
export const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  // A member's answer is theirs alone: no shared cache keeps it, no browser stores it.
  reply.header('cache-control', 'private, no-store');
  const email = request.headers[AUTH_HEADERS.email];
  const token = request.headers[AUTH_HEADERS.token];
  if (typeof email !== 'string' || typeof token !== 'string' || !email || !token || token.length > 200) {
    throw unauthorized();
  }
  const cache = request.server.memberCache;
  const tokenHash = hashToken(token);
  const normalized = email.trim().toLowerCase();
  const cached = cache.session(tokenHash);
  if (cached && cached.email === normalized) {
    request.member = cached;
    request.memberStamp = cache.stamp();
    return;
  }
  const stamp = cache.stamp();
  const { deps, memberContext } = request.server;
  const found = await findMember(deps.database.db, memberContext, normalized, tokenHash);
  if (!found) throw unauthorized();
  // The entry ends with the session, or sooner when the context changes with time alone.
  cache.putSession(
    tokenHash,
    found.member,
    Math.min(found.expiresAt.getTime(), found.member.contextUntil),
    stamp,
  );
  request.member = found.member;
  request.memberStamp = stamp;
};

/** The signed-in member of a route that ran `authenticate`. */
export const currentMember = (request: FastifyRequest): Member => {
  if (!request.member) throw unauthorized();
  return request.member;
};

/**
 * A limit on a member route, counted per member (issue 14): after authentication, on the member's
 * id, so that no spelling of the e-mail header (case, spaces, U+00A0) starts a fresh count.
 */
export const perMemberLimit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `member:${currentMember(request).userId}`,
  },
});

export const revokeSession = async (db: Db, sessionId: number): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};

/** Ends every session of a member, or all but one (the one changing the password keeps going). */
export const revokeSessions = async (db: Db, userId: number, keepSessionId?: number): Promise<void> => {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.user_id, userId),
    );
};
