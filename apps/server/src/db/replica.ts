import pg from 'pg';
import type { ChangeFeed, FeedLog } from './change-feed';

/** How often the replica's position is compared with the primary's. */
export const REPLICA_PROBE_MS = 500;
/** The primary's positions kept to tell how far behind the replica is: a minute of probes. */
const KEPT_SAMPLES = 120;

/** Why a read went where it went (the metric's label). */
export type ReadRoute = 'replica' | 'down' | 'lagging' | 'own_write';

export type Replica<Db> = {
  /**
   * Where a read may go (decision 0055): the replica while it answers and is at most the
   * allowed lag behind, and has replayed every change of `memberId` (and every change to all) this
   * process has heard of; the primary otherwise. Waits for the change feed's barrier first, so a
   * change committed before the read, by any process, has been heard.
   */
  reader: (memberId?: number) => Promise<{ db: Db; route: ReadRoute }>;
  /** Seconds the replica is behind the primary (null while it does not answer). */
  lagSeconds: () => number | null;
  close: () => Promise<void>;
};

/** A PostgreSQL LSN (`16/B374D848`) as a number of bytes. */
const lsnBytes = (lsn: string): bigint => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/**
 * A streaming replica of the primary (`DATABASE_READ_URL`, decision 0055), probed every
 * REPLICA_PROBE_MS: the primary's WAL position is noted with the moment it was asked, and the
 * replica is caught up as of the latest noted moment whose position it has replayed. Its lag is
 * the time since then; it is used while that lag is at most `maxLagMs`.
 */
export const openReplica = <Db>({
  url,
  primary,
  primaryPosition,
  makeDb,
  changes,
  maxLagMs,
  settings,
  log,
}: {
  url: string;
  primary: Db;
  /** The primary's `pg_current_wal_lsn()`. */
  primaryPosition: () => Promise<string>;
  /** The query builder over the replica's pool. */
  makeDb: (pool: pg.Pool) => Db;
  changes: ChangeFeed;
  maxLagMs: number;
  settings: string;
  log: FeedLog;
}): Replica<Db> => {
  // A replica cut off by the network must not hold a probe or a read for the TCP time-out: two
  // seconds to connect or to answer, and it is taken for down.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: settings,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
  });
  pool.on('error', (error) => log('warn', 'replica: an idle connection was dropped', error));
  const db = makeDb(pool);

  const samples: { at: number; lsn: bigint }[] = [];
  /** The moment as of which the replica holds everything the primary had; null while it is down. */
  let caughtUpAt: number | null = null;
  let up = true;
  const heard = new Map<number, number>();
  let everyoneChangedAt = Date.now();

  const unsubscribe = changes.subscribe({
    change: (change) => {
      if (change === 'all') everyoneChangedAt = Date.now();
      else heard.set(change, Date.now());
    },
    // Changes may have been missed: none is known to be on the replica until a later probe says so.
    reset: () => {
      everyoneChangedAt = Date.now();
    },
  });

  const probe = async () => {
    const asked = Date.now();
    try {
      const primaryAt = lsnBytes(await primaryPosition());
      samples.push({ at: asked, lsn: primaryAt });
      if (samples.length > KEPT_SAMPLES) samples.shift();
      const { rows } = await pool.query<{ replayed: string | null }>(
        'select pg_last_wal_replay_lsn()::text as replayed',
      );
      const replayed = rows[0]?.replayed;
      // A server that is not in recovery is no replica: reading from it could miss the primary's writes.
      if (!replayed)
        throw new Error('DATABASE_READ_URL is not a streaming replica (pg_last_wal_replay_lsn() is null)');
      const position = lsnBytes(replayed);
      let asOf: number | null = null;
      for (const sample of samples) if (sample.lsn <= position) asOf = sample.at;
      caughtUpAt = asOf;
      if (!up) log('info', 'replica: answering again');
      up = true;
    } catch (error) {
      caughtUpAt = null;
      if (up) log('warn', 'replica: not answering; reads go to the primary', error);
      up = false;
    }
    // Changes older than any moment still to be compared are on the replica or the read bypasses it.
    const horizon = (samples[0]?.at ?? asked) - maxLagMs;
    for (const [member, at] of heard) if (at < horizon) heard.delete(member);
  };
  // One probe at a time: a slow one is not queued behind by the next ticks.
  let probing: Promise<void> | null = probe().finally(() => {
    probing = null;
  });
  const timer = setInterval(() => {
    if (probing) return;
    probing = probe().finally(() => {
      probing = null;
    });
  }, REPLICA_PROBE_MS);
  timer.unref();

  const lagMs = () => (caughtUpAt === null ? null : Math.max(0, Date.now() - caughtUpAt));

  return {
    reader: async (memberId) => {
      const lag = lagMs();
      if (lag === null || caughtUpAt === null) return { db: primary, route: 'down' };
      if (lag > maxLagMs) return { db: primary, route: 'lagging' };
      // Without the change feed, a member's own change may not have been heard.
      if (!changes.live) return { db: primary, route: 'own_write' };
      await changes.barrier();
      const since = Math.max(everyoneChangedAt, memberId === undefined ? 0 : (heard.get(memberId) ?? 0));
      // Asked strictly after the change was heard: the position noted covers its commit.
      if (since >= caughtUpAt) return { db: primary, route: 'own_write' };
      return { db, route: 'replica' };
    },
    lagSeconds: () => {
      const lag = lagMs();
      return lag === null ? null : lag / 1000;
    },
    close: async () => {
      clearInterval(timer);
      unsubscribe();
      await probing?.catch(() => {});
      await pool.end();
    },
  };
};

/**
 * What a route reads from (decision 0055): with a replica, where `reader` sends it, counted by
 * route; without one, the primary at once.
 */
export const readsFrom = <Db>(
  primary: Db,
  replica: Replica<Db> | undefined,
  count: (route: ReadRoute) => void,
): ((memberId?: number) => Promise<Db>) => {
  if (!replica) return async () => primary;
  return async (memberId) => {
    const { db, route } = await replica.reader(memberId);
    count(route);
    return db;
  };
};
