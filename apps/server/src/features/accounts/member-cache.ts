import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Member } from './sessions';

/** How long any entry may live whatever else it says: a net under a time dependence we missed. */
export const MEMBER_CACHE_MAX_AGE_MS = 5 * 60_000;
/** A read that took longer than this is not cached (its stamp is no longer checkable). */
const SLOW_READ_MS = 30_000;
const MAX_ENTRIES = 20_000;

/** Taken before a database read; a change of that member after it keeps the read out of the cache. */
export type Stamp = { clock: number; at: number };

declare module 'fastify' {
  interface FastifyInstance {
    memberCache: MemberCache;
  }
  interface FastifyRequest {
    /** When the member's rows were known current: what a cache entry built from them is stamped. */
    memberStamp?: Stamp;
  }
}

type Entry<T> = { value: T; userId: number; expiresAt: number };

/**
 * The per-process cache of sessions and built user objects (decision 0010). Never the only copy:
 * the database is the truth, the change feed invalidates a member's entries when their rows change
 * (in any process), and nothing is served or stored while the feed is down. Each entry also
 * carries its own expiry for what changes with time alone (session end, paid-through date, the
 * member's next midnight).
 */
export type MemberCache = {
  stamp: () => Stamp;
  session: (tokenHash: string) => Member | undefined;
  putSession: (tokenHash: string, member: Member, expiresAt: number, stamp: Stamp) => void;
  /** The serialized user object of GET /me. */
  userBody: (userId: number) => string | undefined;
  putUserBody: (userId: number, body: string, expiresAt: number, stamp: Stamp) => void;
  /** A member GET's serialized answer, by member and request (decision 0010, `cachedAnswer`). */
  answer: (userId: number, key: string) => string | undefined;
  putAnswer: (userId: number, key: string, body: string, expiresAt: number, stamp: Stamp) => void;
  close: () => void;
};

/** What the answers may hold in all (their bytes, as UTF-16 strings count them). */
const MAX_ANSWER_CHARS = 32 * 1024 * 1024;
/** What the /me bodies may hold in all: one grows with a member's photos and sets. */
const MAX_BODY_CHARS = 32 * 1024 * 1024;
/** Answers kept for one member at most: their own requests cannot push everyone else's out. */
const MAX_ANSWERS_PER_MEMBER = 100;

/** Removes `key` from a member's index, and the member's empty set with it. */
const dropFrom = <K>(index: Map<number, Set<K>>, userId: number, key: K) => {
  const keys = index.get(userId);
  keys?.delete(key);
  if (keys?.size === 0) index.delete(userId);
};

export const createMemberCache = (feed: ChangeFeed, maxEntries = MAX_ENTRIES): MemberCache => {
  let clock = 0;
  /** The clock at the last reset: a read stamped before it may have missed a change. */
  let epoch = 0;
  /** When each member last changed (clock and time), kept long enough to judge reads in flight. */
  const changedAt = new Map<number, Stamp>();
  const tokensOf = new Map<number, Set<string>>();
  const sessions = new LRUCache<string, Entry<Member>>({
    max: maxEntries,
    dispose: (entry, tokenHash) => dropFrom(tokensOf, entry.userId, tokenHash),
  });
  const bodies = new LRUCache<number, Entry<string>>({
    max: maxEntries,
    maxSize: MAX_BODY_CHARS,
    sizeCalculation: (entry) => entry.value.length + 64,
  });
  const answerKeysOf = new Map<number, Set<string>>();
  const answers = new LRUCache<string, Entry<string>>({
    maxSize: MAX_ANSWER_CHARS,
    sizeCalculation: (entry) => entry.value.length + 64,
    dispose: (entry, key) => dropFrom(answerKeysOf, entry.userId, key),
  });
  const answerKey = (userId: number, key: string) => `${userId} ${key}`;

  const forget = (userId: number) => {
    bodies.delete(userId);
    for (const tokenHash of [...(tokensOf.get(userId) ?? [])]) sessions.delete(tokenHash);
    tokensOf.delete(userId);
    for (const key of [...(answerKeysOf.get(userId) ?? [])]) answers.delete(key);
    answerKeysOf.delete(userId);
  };
  const pruneChanges = (now: number) => {
    for (const [userId, stamp] of changedAt) {
      if (now - stamp.at > 2 * SLOW_READ_MS) changedAt.delete(userId);
    }
  };
  const reset = () => {
    clock += 1;
    epoch = clock;
    changedAt.clear();
    sessions.clear();
    bodies.clear();
    tokensOf.clear();
    answers.clear();
    answerKeysOf.clear();
  };
  const unsubscribe = feed.subscribe({
    change: (change) => {
      if (change === 'all') return reset();
      clock += 1;
      const now = Date.now();
      if (changedAt.size > maxEntries) pruneChanges(now);
      changedAt.set(change, { clock, at: now });
      forget(change);
    },
    reset,
  });

  /** Whether a read stamped `stamp` of `userId` is still the latest word on that member. */
  const storable = (userId: number, stamp: Stamp) => {
    const now = Date.now();
    if (!feed.live || stamp.clock < epoch || now - stamp.at > SLOW_READ_MS) return false;
    return (changedAt.get(userId)?.clock ?? -1) <= stamp.clock;
  };
  const fresh = <T>(entry: Entry<T> | undefined): T | undefined =>
    feed.live && entry && entry.expiresAt > Date.now() ? entry.value : undefined;
  const expiry = (expiresAt: number) => Math.min(expiresAt, Date.now() + MEMBER_CACHE_MAX_AGE_MS);

  return {
    stamp: () => ({ clock, at: Date.now() }),
    session: (tokenHash) => fresh(sessions.get(tokenHash)),
    putSession: (tokenHash, member, expiresAt, stamp) => {
      if (!storable(member.userId, stamp)) return;
      sessions.set(tokenHash, { value: member, userId: member.userId, expiresAt: expiry(expiresAt) });
      let tokens = tokensOf.get(member.userId);
      if (!tokens) {
        tokens = new Set();
        tokensOf.set(member.userId, tokens);
      }
      tokens.add(tokenHash);
    },
    userBody: (userId) => fresh(bodies.get(userId)),
    putUserBody: (userId, body, expiresAt, stamp) => {
      if (!storable(userId, stamp)) return;
      bodies.set(userId, { value: body, userId, expiresAt: expiry(expiresAt) });
    },
    answer: (userId, key) => fresh(answers.get(answerKey(userId, key))),
    putAnswer: (userId, key, body, expiresAt, stamp) => {
      if (!storable(userId, stamp)) return;
      const full = answerKey(userId, key);
      const held = answerKeysOf.get(userId);
      if (held && held.size >= MAX_ANSWERS_PER_MEMBER && !held.has(full)) return;
      // Set first: replacing an entry disposes the old one, which takes its key out of the index.
      answers.set(full, { value: body, userId, expiresAt: expiry(expiresAt) });
      let keys = answerKeysOf.get(userId);
      if (!keys) {
        keys = new Set();
        answerKeysOf.set(userId, keys);
      }
      keys.add(full);
    },
    close: () => {
      unsubscribe();
      reset();
    },
  };
};
