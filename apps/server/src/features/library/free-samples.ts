import { and, eq, isNull } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import type { WatchGrant } from './watch-access';

/**
 * Free samples (issue 38): classes the owner lets every member watch, premium or not, so that a
 * visitor who signs up from the storefront can try one. The ids are kept in each process and read
 * again whenever the catalogue changes (the change feed's "everything") or the feed restarts, so a
 * member's answer needs no statement for them (decision 0013); `ready` is the first read.
 */
export const freeSampleGrant = (db: Db, changes: ChangeFeed): { grant: WatchGrant; ready: Promise<void> } => {
  let ids: ReadonlySet<number> = new Set();
  let generation = 0;
  const read = async () => {
    generation += 1;
    const mine = generation;
    const rows = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.free_sample, true), isNull(items.removed_at)));
    // A read started before a later change must not overwrite that change's read.
    if (mine === generation) ids = new Set(rows.map((row) => row.id));
  };
  const reread = () => {
    read().catch(() => {
      // The database is away: the last ids stand until the next change or restart of the feed.
    });
  };
  changes.subscribe({
    change: (change) => {
      if (change === 'all') reread();
    },
    reset: reread,
  });
  // While the feed is down a change may be missed: grant none rather than one taken back (decision
  // 0010, never stale; a free sample then asks for premium until the feed is back).
  const none: ReadonlySet<number> = new Set();
  return { grant: () => (changes.live ? ids : none), ready: read().catch(() => {}) };
};
