import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { AUTH_HEADERS, apiPaths, type SessionUser, type SignUp } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { vi } from 'vitest';
import type { MailMessage } from '../src/adapters/mail';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, type Db, openDatabase, rowsOf } from '../src/db/client';
import { createDeps } from '../src/deps';
import { migrateJobs } from '../src/jobs/queue';

const require = createRequire(import.meta.url);

/**
 * Test harness (CONVENTIONS habit 9): the real app over a real database, fresh per test FILE.
 * PGlite by default (a private copy of a migrated template); with DATABASE_URL set, a throwaway
 * database on that PostgreSQL server.
 * Call `createTestApp()` in beforeAll, `t.truncateAll()` in beforeEach and `t.close()` in afterAll:
 * harness.ts's `withApp()` does it for a test file.
 */
export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  /** This file's temp folder: outbox (`outbox/`), local storage (`storage/`) and PGlite (`pglite/`). */
  dataDir: string;
  /** Another app instance on the same database with some settings changed (rate limits, SMTP...). */
  buildApp: (
    env?: Record<string, string>,
    extend?: (app: FastifyInstance) => void | Promise<void>,
  ) => Promise<FastifyInstance>;
  /** Empties every table (RESTART IDENTITY CASCADE) and the outbox and storage folders. */
  truncateAll: () => Promise<void>;
  /** Closes the apps and the database, drops the throwaway database, removes the temp folder. */
  close: () => Promise<void>;
  /** SQL statements sent so far on this file's database (to count what a request costs). */
  statements: () => number;
  /** The text of the last statements sent (up to 200), oldest first. */
  lastStatements: () => string[];
};

const REFERENCE_TABLES = new Set(['purchase_plans', 'stores', '__drizzle_migrations']);

/** The least environment the server needs in a test; no variable is read from the real environment. */
export const testEnv = (dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://studio.test',
  // No built web app: unknown paths answer the API's 404 whatever apps/web/dist holds.
  WEB_DIST: path.join(dataDir, 'no-web-build'),
  // High enough that a file registering many members never meets the limit; rate-limit tests lower it.
  AUTH_RATE_LIMIT: '1000',
  PROFILE_UPDATE_LIMIT: '1000',
  // No worker polls in a test's apps: a test runs the ready jobs when it wants them (runReady),
  // so that apps of one file with different mailers never take each other's jobs.
  JOBS_WORK: 'false',
  // The engine is another process's (the live tests start one): the console shows stream keys.
  LIVE_ENGINE: 'external',
  ...env,
});

const migrationsFolder = path.join(import.meta.dirname, '../src/db/migrations');

/**
 * A migrated PGlite data folder, made once and reused until the migrations change: a new PGlite
 * costs seconds (initdb), copying and reopening a migrated one well under a second (STACK-NOTES).
 * Made in a side folder and renamed into place, so that parallel workers never see half of one.
 */
const pgliteTemplate = async (): Promise<string> => {
  const hash = crypto.createHash('sha256');
  const files = (await fs.readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
  }
  const pgliteVersion = JSON.parse(
    await fs.readFile(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json'),
      'utf8',
    ),
  ).version as string;
  hash.update(pgliteVersion);
  // The queue's schema is pg-boss's own: a new version makes a new template.
  hash.update(
    JSON.parse(
      await fs.readFile(path.join(path.dirname(require.resolve('pg-boss')), '../package.json'), 'utf8'),
    ).version as string,
  );
  const folder = path.join(os.tmpdir(), `studio-test-pglite-${hash.digest('hex').slice(0, 16)}`);
  if (await exists(path.join(folder, 'PG_VERSION'))) return folder;

  const building = `${folder}.building-${crypto.randomBytes(4).toString('hex')}`;
  const database = openDatabase({ dataDir: building });
  await database.migrate();
  await migrateJobs(database);
  await database.close();
  try {
    await fs.rename(building, folder);
  } catch {
    // Another worker got there first: its template is as good as ours.
    await fs.rm(building, { recursive: true, force: true });
  }
  return folder;
};

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * A fresh database: a private copy of the migrated PGlite template in this file's temp folder, or
 * `studio_test_<random>` on the server of DATABASE_URL. Migrations run on both (a no-op on the copy).
 */
const openTestDatabase = async (
  dataDir: string,
  onQuery: (statement: string) => void,
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const copy = path.join(dataDir, 'pglite');
    await fs.cp(await pgliteTemplate(), copy, { recursive: true });
    const database = openDatabase({ dataDir: copy, onQuery });
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `studio_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), onQuery });
  await database.migrate();
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      // pg's pool.end() resolves before its sockets have closed; a forced drop would then kill
      // connections that are still closing and their clients would raise an unhandled error.
      for (let wait = 0; wait < 50; wait += 1) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { database, drop };
};

/** Rows of a raw query, on either driver. */
export const query = rowsOf;

export const createTestApp = async (options: { env?: Record<string, string> } = {}): Promise<TestApp> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-test-'));
  let statements = 0;
  const recent: string[] = [];
  const { database, drop } = await openTestDatabase(dataDir, (statement) => {
    statements += 1;
    recent.push(statement);
    if (recent.length > 200) recent.shift();
  });
  const apps: FastifyInstance[] = [];
  let closed = false;

  const build = async (
    env: Record<string, string> = {},
    extend?: (app: FastifyInstance) => void | Promise<void>,
  ) => {
    const config = loadConfig(testEnv(dataDir, { ...options.env, ...env }));
    const app = await buildApp({
      deps: createDeps(config, database),
    });
    await extend?.(app);
    await app.ready();
    apps.push(app);
    return app;
  };

  const app = await build();
  const tables = await query<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  // Reference data the migrations seed (the plans) stays; every member-made row goes.
  const emptied = tables.map((t) => t.tablename).filter((name) => !REFERENCE_TABLES.has(name));
  // A test writes to a few of some 60 tables, and a TRUNCATE costs per table (315 ms for all of
  // them on PGlite): only the tables holding rows, or whose ids moved on, are emptied and their ids
  // restarted. One statement finds them.
  const owners = await query<{ sequence: string; owner: string }>(
    database.db,
    sql`select s.relname as sequence, t.relname as owner from pg_class s
      join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = s.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  const ownerOf = new Map(owners.map((o) => [o.sequence, o.owner]));
  const touched = sql.raw(
    [
      ...emptied.map((name) => `select '${name}' as name where exists (select 1 from "${name}")`),
      `select sequencename::text from pg_sequences where schemaname = 'public' and last_value is not null`,
    ].join(' union all '),
  );
  return {
    app,
    database,
    db: database.db,
    config: app.deps.config,
    dataDir,
    buildApp: build,
    truncateAll: async () => {
      const names = (await query<{ name: string }>(database.db, touched)).map(
        ({ name }) => ownerOf.get(name) ?? name,
      );
      const dirty = [...new Set(names)].filter((name) => emptied.includes(name));
      if (dirty.length > 0)
        await database.db.execute(
          sql.raw(`TRUNCATE ${dirty.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`),
        );
      await database.db.execute(sql`delete from pgboss.job`);
      await fs.rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
      await fs.rm(path.join(dataDir, 'storage'), { recursive: true, force: true });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const a of apps) await a.close();
      // A test may already have closed the database on purpose (health 503, 500 without a stack).
      await database.close().catch(() => {});
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    statements: () => statements,
    lastStatements: () => [...recent],
  };
};

// ---------------------------------------------------------------------------------------------
// Factories

export type TestMember = {
  user: SessionUser;
  token: string;
  email: string;
  password: string;
  /** The two auth headers of DESIGN 3, ready for `inject`. */
  headers: Record<string, string>;
};

export const authHeaders = (email: string, token: string): Record<string, string> => ({
  [AUTH_HEADERS.email]: email,
  [AUTH_HEADERS.token]: token,
});

let memberCount = 0;

/** A sign-up body with a unique e-mail; overrides win. */
export const signUpBody = (overrides: Partial<SignUp> = {}): SignUp => {
  memberCount += 1;
  return {
    name: 'Ana',
    last_name: 'Silva',
    email: `member${memberCount}-${crypto.randomBytes(3).toString('hex')}@example.com`,
    password: 'secret-password',
    ...overrides,
  };
};

/** Registers a member through the API and answers the session it got. */
export const createMember = async (
  app: FastifyInstance,
  overrides: Partial<SignUp> = {},
): Promise<TestMember> => {
  const body = signUpBody(overrides);
  const response = await app.inject({ method: 'POST', url: apiPaths.register, payload: body });
  if (response.statusCode !== 200) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  const user = response.json<SessionUser>();
  return {
    user,
    token: user.token,
    email: user.email,
    password: body.password,
    headers: authHeaders(user.email, user.token),
  };
};

/** A member who went through onboarding: weekly goal 3 on Monday, Wednesday and Friday unless told. */
export const createMemberWithProfile = async (
  app: FastifyInstance,
  overrides: Partial<SignUp> = {},
  profile: { weekly_goal: number; workout_days: Record<string, boolean>; nutrition?: number | null } = {
    weekly_goal: 3,
    workout_days: { monday: true, wednesday: true, friday: true },
  },
): Promise<TestMember> => {
  const member = await createMember(app, overrides);
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.profiles,
    headers: member.headers,
    payload: profile,
  });
  if (response.statusCode !== 200) {
    throw new Error(`profile failed: ${response.statusCode} ${response.body}`);
  }
  return { ...member, user: { ...member.user, ...response.json() } };
};

/** Signs in through the API and answers the new token. */
export const signIn = async (
  app: FastifyInstance,
  member: Pick<TestMember, 'email' | 'password'>,
  extra: { keep_session?: boolean; time_zone?: string } = {},
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: apiPaths.login,
    payload: { email: member.email, password: member.password, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<SessionUser>().token;
};

// ---------------------------------------------------------------------------------------------
// Mail

export type OutboxMail = MailMessage & { from: string; date: string };

/** Every message in the outbox, oldest first (the outbox names files by time). */
export const readOutbox = async (t: Pick<TestApp, 'dataDir' | 'app'>): Promise<OutboxMail[]> => {
  // Mail is a job sent after the answer (so its timing reveals nothing): send what is queued,
  // and what the jobs run now queue in turn (a reminder's job queues its mail).
  while ((await t.app.jobs.runReady()) > 0);
  const folder = path.join(t.dataDir, 'outbox');
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    mails.push(JSON.parse(await fs.readFile(path.join(folder, name), 'utf8')) as OutboxMail);
  }
  return mails;
};

/** The newest mail in the outbox, or null when none was sent. */
export const latestMail = async (t: Pick<TestApp, 'dataDir' | 'app'>): Promise<OutboxMail | null> =>
  (await readOutbox(t)).at(-1) ?? null;

/** The reset token of a recovery mail's link (`/sign/reset?token=…`). */
export const resetTokenFrom = (mail: Pick<MailMessage, 'text'>): string => {
  const match = /\/sign\/reset\?token=([^\s"&<]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
};

/**
 * Moves the clock (Date only) a day on, as the next session of a program needs: a program day is
 * done at most once a calendar day (decision 0015). `vi.useRealTimers()` puts it back.
 */
export const nextDay = (): void => {
  const at = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at + 86_400_000);
};
