import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, type FeedLog, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import { lockFolder } from './folder-lock';
import { openReplica, type Replica } from './replica';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite (embedded default) or node-postgres. Code sees one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a `db.transaction` callback receives: the type of work that must run inside one (a row lock). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A raw statement's rows, typed by the caller: both drivers answer `{ rows }`, which drizzle types
 * as unknown for a database that may be either. The one place that says so.
 */
export const rowsOf = async <T extends Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> => {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
};

/** What PostgreSQL says of a broken unique constraint: its name and its detail (the key and value). */
export type UniqueViolation = { constraint?: string; detail?: string };

/**
 * The unique constraint a failed statement broke (SQLSTATE 23505), as both drivers report it: on
 * the error itself or on the cause drizzle wraps it in; undefined for any other error.
 */
export const uniqueViolation = (error: unknown): UniqueViolation | undefined => {
  const e = error as (UniqueViolation & { code?: unknown; cause?: unknown }) | null | undefined;
  if (e?.code === '23505') return { constraint: e.constraint, detail: e.detail };
  const cause = e?.cause as (UniqueViolation & { code?: unknown }) | null | undefined;
  if (cause?.code === '23505') return { constraint: cause.constraint, detail: cause.detail };
  return undefined;
};

export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== undefined;

/**
 * Whether the database carries every migration this build knows (drizzle records each one it ran
 * with its journal time): a process must not serve a schema older than its code.
 */
export const migrationsApplied = async (db: Db): Promise<boolean> => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [row] = await rowsOf<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0) >= newest;
};

export type Database = {
  db: Db;
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other process runs its own (a PostgreSQL advisory lock, held by a
   * connection of its own, released when the work ends or the process dies): migrations and the
   * demo catalogue's import, so that any number of processes may start at once (issue 14).
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** Reads and writes (one row of `health_beats`): a database that cannot write is not healthy. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Committed changes to members' rows (decision 0010): what lets a process cache them. */
  changes: ChangeFeed;
  /** The pool's connections and waiting queries (PostgreSQL; none for PGlite): metrics. */
  poolCounts?: () => { total: number; idle: number; waiting: number; max: number };
  /** The PostgreSQL server's URL, or the embedded PGlite: what the job queue opens (decision 0018). */
  url?: string;
  pglite?: PGlite;
  /** The read replica, when one is configured (decision 0055). */
  replica?: Replica<Db>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The advisory lock's key: any 64-bit number of our own ("studio" in ASCII). */
const START_LOCK = 0x73747564696f;

const exclusivelyOn =
  (url: string) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url, application_name: 'studio-start-lock' });
    // A connection lost while waiting or working must fail the start, not end the process.
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [START_LOCK]);
      return await work();
    } finally {
      await client.end().catch(() => {});
    }
  };

export type DatabaseOptions = {
  url?: string;
  dataDir?: string | null;
  /** Called with each SQL statement sent (benchmarks count statements per request with it). */
  onQuery?: (statement: string) => void;
  /** Where the change feed reports a lost or regained connection (PostgreSQL only). */
  log?: FeedLog;
  /** false for one-off commands (imports, promo codes) that cache nothing: no listening connection. */
  listen?: boolean;
  /** A streaming replica of `url` for reads (decision 0055), used while at most `maxLagMs` behind. */
  replica?: { url: string; maxLagMs: number };
};

const isRead = (text: string) => /^\s*(select|begin|rollback|show|listen)\b/i.test(text);
/** A rate limit's count (issue 33) changes no member's row: no notification to wait for. */
const changesNoMember = (text: string) => isRead(text) || /^\s*insert into "rate_limits"/i.test(text);
const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');

type Query = (...args: unknown[]) => unknown;

/**
 * A pool whose writes resolve only once their notifications reached this process (the change
 * feed's barrier): a member who writes and then reads through the same process never gets the
 * answer from before the write. A write inside a transaction waits at its COMMIT. A connection
 * PostgreSQL ends while it is checked out fails its query and is reported, never ends the process.
 */
class BarrierPool extends pg.Pool {
  barrier: () => Promise<void> = async () => {};

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; the promise form is what drizzle calls.
  override query(...args: any[]): any {
    const [config, values, callback] = args;
    const result = (super.query as Query)(...args);
    if (typeof values === 'function' || typeof callback === 'function' || changesNoMember(textOf(config))) {
      return result;
    }
    return (result as Promise<unknown>).then(async (rows) => {
      await this.barrier();
      return rows;
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above, the callback form is pg's own.
  override connect(...args: any[]): any {
    const connected = (super.connect as Query)(...args);
    if (args.length > 0) return connected;
    return (connected as Promise<pg.PoolClient>).then((client) => this.#withBarrier(client));
  }

  #wrapped = new WeakSet<pg.PoolClient>();

  #withBarrier(client: pg.PoolClient): pg.PoolClient {
    if (this.#wrapped.has(client)) return client;
    this.#wrapped.add(client);
    // pg-pool listens for errors of idle connections only: one that PostgreSQL ends while it is
    // checked out (a transaction between statements when the server restarts) would emit an
    // 'error' nobody handles and end the process. Its query fails on its own; report it here.
    client.on('error', (error) => this.emit('error', error, client));
    const plain = client.query.bind(client) as Query;
    let inTransaction = false;
    (client as { query: Query }).query = (...args: unknown[]) => {
      const [config, values, callback] = args;
      const text = textOf(config);
      if (/^\s*begin\b/i.test(text)) inTransaction = true;
      const result = plain(...args);
      if (typeof values === 'function' || typeof callback === 'function') return result;
      const committing = /^\s*commit\b/i.test(text);
      if (committing || /^\s*rollback\b/i.test(text)) inTransaction = false;
      if (!committing && (inTransaction || isRead(text))) return result;
      return (result as Promise<unknown>).then(async (rows) => {
        await this.barrier();
        return rows;
      });
    };
    return client;
  }
}

const beat = async (db: Db): Promise<void> => {
  await db.execute(
    sql`insert into health_beats (id, at) values (1, now()) on conflict (id) do update set at = excluded.at`,
  );
};

const silentFeed: ChangeFeed = {
  live: false,
  subscribe: () => () => {},
  onLive: () => () => {},
  barrier: async () => {},
  close: async () => {},
};

/**
 * How close (pg_trgm's word similarity, 0 to 1) a misspelt search word must be to a part of a title
 * (features/library/search.ts). Set on every connection, so that pg_trgm's `%>` finds such a word
 * through the title's trigram index.
 */
export const TYPO_SIMILARITY = 0.4;
const SESSION_SETTINGS = `-c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`;

/** The contrib extensions the migrations create (0037: search), loaded into every PGlite. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when `dataDir` is null). */
export const openDatabase = (options: DatabaseOptions): Database => {
  const logger = options.onQuery
    ? { logQuery: (statement: string) => options.onQuery?.(statement) }
    : undefined;
  if (options.url) {
    const log = options.log ?? (() => {});
    const changes = options.listen === false ? silentFeed : postgresChangeFeed(options.url, log);
    const pool = new BarrierPool({ connectionString: options.url, max: 10, options: SESSION_SETTINGS });
    pool.barrier = changes.barrier;
    // A restarted server drops idle connections: without a listener that error would end the process.
    pool.on('error', (error) => log('warn', 'database: an idle connection was dropped', error));
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
    const replica = options.replica
      ? openReplica<Db>({
          ...options.replica,
          primary: db,
          primaryPosition: async () => {
            const [row] = await rowsOf<{ at: string }>(db, sql`select pg_current_wal_lsn()::text as at`);
            if (!row) throw new Error('the primary has no WAL position');
            return row.at;
          },
          makeDb: (replicaPool) =>
            drizzlePg(replicaPool, { schema, casing: 'snake_case', logger }) as unknown as Db,
          changes,
          settings: SESSION_SETTINGS,
          log,
        })
      : undefined;
    return {
      db,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      exclusively: exclusivelyOn(options.url),
      ping: () => beat(db),
      close: async () => {
        await replica?.close();
        await changes.close();
        await pool.end();
      },
      replica,
      changes,
      url: options.url,
      poolCounts: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // One process owns a PGlite folder: a second (a command beside the server) is refused.
  const release = options.dataDir ? lockFolder(options.dataDir) : () => {};
  // Search's extensions (migration 0037), as PostgreSQL's contrib gives them.
  const client = new PGlite({ dataDir: options.dataDir ?? undefined, extensions: PGLITE_EXTENSIONS });
  // PGlite's one session: the settings PostgreSQL's connections get (queued before any statement).
  // A folder that cannot be opened fails every statement after this one too, which report it.
  client.exec(`set pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`).catch(() => {});
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  const changes = options.listen === false ? silentFeed : pgliteChangeFeed(client);
  return {
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns a PGlite folder.
    exclusively: (work) => work(),
    ping: () => beat(db),
    close: async () => {
      await changes.close();
      await client.close();
      release();
    },
    changes,
    pglite: client,
  };
};
