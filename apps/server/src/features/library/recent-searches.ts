import { RECENT_SEARCHES } from '@studio/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recentSearches } from '../../db/schema';

/** The member's recent searches, newest first (issue 36). */
export const loadRecentSearches = async (db: Db, userId: number): Promise<string[]> =>
  (
    await db
      .select({ query: recentSearches.query })
      .from(recentSearches)
      .where(eq(recentSearches.user_id, userId))
      .orderBy(desc(recentSearches.searched_at))
      .limit(RECENT_SEARCHES)
  ).map((row) => row.query);

/**
 * Keeps `query` (already `searchText`) as the member's newest search: the same search again moves to
 * the top, and beyond RECENT_SEARCHES the oldest go.
 */
export const recordSearch = async (db: Db, userId: number, query: string): Promise<string[]> => {
  await db
    .insert(recentSearches)
    .values({ user_id: userId, query })
    .onConflictDoUpdate({
      target: [recentSearches.user_id, recentSearches.query],
      set: { searched_at: sql`now()` },
    });
  const older = db
    .select({ query: recentSearches.query })
    .from(recentSearches)
    .where(eq(recentSearches.user_id, userId))
    .orderBy(desc(recentSearches.searched_at))
    .offset(RECENT_SEARCHES);
  await db
    .delete(recentSearches)
    .where(and(eq(recentSearches.user_id, userId), inArray(recentSearches.query, older)));
  return loadRecentSearches(db, userId);
};

/** Forgets the member's recent searches. */
export const clearRecentSearches = async (db: Db, userId: number): Promise<void> => {
  await db.delete(recentSearches).where(eq(recentSearches.user_id, userId));
};
