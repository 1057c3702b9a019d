import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver: PGlite (embedded default) or node-postgres. Code sees one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DatabaseOptions = {
  url?: string;
  dataDir?: string | null;
  /** Called with each SQL statement sent (benchmarks count statements per request with it). */
  onQuery?: (statement: string) => void;
};

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when `dataDir` is null). */
export const openDatabase = (options: DatabaseOptions): Database => {
  const logger = options.onQuery
    ? { logQuery: (statement: string) => options.onQuery?.(statement) }
    : undefined;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
    return {
      db,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir ?? undefined);
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
};
