import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the migration 0007 triggers notify: a member's id, or '*' for everyone. */
export const MEMBER_CHANGES_CHANNEL = 'studio_member_changed';

/** A member whose rows changed, or 'all' (the catalogue changed, a table was emptied). */
export type MemberChange = number | 'all';

export type FeedListener = {
  change: (change: MemberChange) => void;
  /** Changes may have been missed (the feed went down or came back): forget everything. */
  reset: () => void;
};

/**
 * Committed changes to members' rows, as this process learns of them (decision 0010). A cache may
 * serve from memory only while `live`; when the connection that listens drops, `live` turns false
 * and every listener is reset, so a lost notification means a database read, never stale data.
 */
export type ChangeFeed = {
  readonly live: boolean;
  subscribe: (listener: FeedListener) => () => void;
  /**
   * Live classes' events (issue 37: chat messages, deletions, viewers), as every process sends them
   * on LIVE_CHANNEL; what was sent while the feed was down is lost (`subscribe`'s reset says when).
   */
  onLive: (listener: (payload: string) => void) => () => void;
  /**
   * Resolves once every change committed before the call has reached this process's listeners
   * (one round trip on the listening connection). The pool calls it after each write, so what
   * this process wrote is never answered stale by its own cache. Never rejects.
   */
  barrier: () => Promise<void>;
  close: () => Promise<void>;
};

export type FeedLog = (level: 'info' | 'warn', message: string, error?: unknown) => void;

const parseChange = (payload: string | undefined): MemberChange | null => {
  if (payload === '*') return 'all';
  const id = Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const listenerSet = () => {
  const listeners = new Set<FeedListener>();
  return {
    subscribe: (listener: FeedListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    change: (change: MemberChange) => {
      for (const l of listeners) l.change(change);
    },
    reset: () => {
      for (const l of listeners) l.reset();
    },
  };
};

/** The channel live classes' events go on (issue 37), a JSON payload each. */
export const LIVE_CHANNEL = 'studio_live';

const liveListenerSet = () => {
  const listeners = new Set<(payload: string) => void>();
  return {
    onLive: (listener: (payload: string) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver: (payload: string) => {
      for (const l of listeners) l(payload);
    },
  };
};

/** PGlite is one process and delivers a notification before the statement that sent it resolves. */
export const pgliteChangeFeed = (client: PGlite): ChangeFeed => {
  const listeners = listenerSet();
  const live = liveListenerSet();
  const unlisten = client.listen(MEMBER_CHANGES_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change !== null) listeners.change(change);
  });
  const unlistenLive = client.listen(LIVE_CHANNEL, live.deliver);
  return {
    live: true,
    subscribe: listeners.subscribe,
    onLive: live.onLive,
    barrier: async () => {},
    close: async () => {
      await (await unlisten)().catch(() => {});
      await (await unlistenLive)().catch(() => {});
    },
  };
};

const BARRIER_TIMEOUT_MS = 2_000;
const HEARTBEAT_MS = 5_000;
const MAX_RETRY_MS = 5_000;

/**
 * PostgreSQL: one dedicated connection runs LISTEN. A barrier is a notification this process sends
 * itself: PostgreSQL delivers a listener's notifications in commit order, so when it comes back,
 * every change committed before it has come too. The heartbeat is a barrier every 5 s; one that
 * fails or takes over 2 s (query included: a silent connection never answers) drops the
 * connection, and the feed reconnects with backoff.
 */
export const postgresChangeFeed = (connectionString: string, log: FeedLog): ChangeFeed => {
  const listeners = listenerSet();
  const liveEvents = liveListenerSet();
  const token = `barrier:${process.pid}:${Math.random().toString(36).slice(2)}`;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = 100;
  let barrierSeq = 0;
  const waiting = new Map<number, () => void>();
  let retryTimer: NodeJS.Timeout | undefined;

  const goDown = (from: pg.Client, error?: unknown) => {
    if (client !== from) return;
    client = null;
    from.removeAllListeners('notification');
    from.on('error', () => {});
    // A silent connection would keep end() waiting for ever: drop the socket itself.
    (from as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
    from.end().catch(() => {});
    if (live && !closed)
      log('warn', 'member change feed: connection lost; caches bypassed until it is back', error);
    live = false;
    listeners.reset();
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
    if (!closed) {
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString,
      application_name: 'studio-change-feed',
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = next;
    next.on('error', (error) => goDown(next, error));
    next.on('end', () => goDown(next));
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) return liveEvents.deliver(message.payload ?? '');
      if (message.channel !== MEMBER_CHANGES_CHANNEL) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(token)) {
        const seq = Number(payload.slice(token.length + 1));
        for (const [n, resolve] of waiting) {
          if (n <= seq) {
            resolve();
            waiting.delete(n);
          }
        }
        return;
      }
      const change = parseChange(payload);
      if (change !== null) listeners.change(change);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${MEMBER_CHANGES_CHANNEL}; LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      goDown(next, error);
      return;
    }
    if (client !== next || closed) return;
    // Whatever was read while the feed was down may have missed a change: start from nothing.
    listeners.reset();
    live = true;
    if (retryMs > 100) log('info', 'member change feed: listening again');
    retryMs = 100;
  };

  const roundTrip = async (): Promise<void> => {
    const current = client;
    if (!current || !live) return;
    barrierSeq += 1;
    const seq = barrierSeq;
    const arrived = new Promise<void>((resolve) => waiting.set(seq, resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), BARRIER_TIMEOUT_MS);
    });
    try {
      // The query and its notification race the timer together: on a connection that went silent
      // (a failover, a cut with no reset) the query itself never settles.
      const sent = current.query('select pg_notify($1, $2)', [MEMBER_CHANGES_CHANNEL, `${token}:${seq}`]);
      sent.catch(() => {});
      const outcome = await Promise.race([sent.then(() => arrived).then(() => 'arrived' as const), timeout]);
      if (outcome === 'timeout') {
        goDown(current, new Error('the listening connection did not answer within 2 s'));
      }
    } catch (error) {
      goDown(current, error);
    } finally {
      clearTimeout(timer);
      waiting.delete(seq);
    }
  };

  // Barriers asked for while one runs share the next one (it starts after their writes committed).
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const barrier = (): Promise<void> => {
    if (!live) return Promise.resolve();
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return barrier();
    });
    return queued;
  };

  const heartbeat = setInterval(() => void barrier(), HEARTBEAT_MS);
  heartbeat.unref();
  void connect();

  return {
    get live() {
      return live;
    },
    subscribe: listeners.subscribe,
    onLive: liveEvents.onLive,
    barrier,
    close: async () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const current = client;
      if (current) goDown(current);
    },
  };
};
