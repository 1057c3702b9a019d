import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { apiPaths, profilePaths, savedPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../src/adapters/storage';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { backupStudio, RestoreRefused, restoreStudio } from '../src/ops/backup';
import { buyPremium } from './billing/billing';
import { createMemberWithProfile, createTestApp, query, type TestApp } from './helper';
import { dataUrl, jpegImage, pngImage } from './images';
import { throwawayDatabase } from './own-postgres';

/**
 * Issue 16 "Back up and restore a studio", on this pass's database (PGlite, or PostgreSQL with
 * pg_dump and psql): a studio with members, a purchase, saved lists, measurement sets and photos
 * is backed up, restored into an empty database and empty storage, and every row and file is
 * found equal.
 */
const CLI = path.join(import.meta.dirname, '../src/cli/backup.ts');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Rows = Record<string, unknown[]>;

/** Every row of every table of ours (and the migrations' record), in a stable order. */
const tablesOf = async (read: (statement: string) => Promise<Record<string, unknown>[]>): Promise<Rows> => {
  const tables = await read(
    "select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1",
  );
  const out: Rows = {};
  for (const { name } of tables as { name: string }[]) {
    const [schema, table] = name.split('.');
    const rows = await read(`select row_to_json(t)::text as row from "${schema}"."${table}" t`);
    out[name] = rows.map((r) => r.row as string).sort();
  }
  return out;
};

const filesOf = async (storage: ReturnType<typeof createStorage>) => {
  const keys = [...(await storage.list('members/')), ...(await storage.list('catalog/'))]
    .map((f) => f.key)
    .sort();
  const out: Record<string, string> = {};
  for (const key of keys) {
    const file = await storage.read(key);
    out[key] = crypto
      .createHash('sha256')
      .update(file?.body ?? Buffer.alloc(0))
      .digest('hex');
  }
  return out;
};

describe('backup and restore', () => {
  it('restores every row and file of a studio into an empty database and storage', async () => {
    // A studio in use.
    const ana = await createMemberWithProfile(t.app);
    const bo = await createMemberWithProfile(t.app);
    await buyPremium(t.app, ana);
    for (const [member, weight] of [
      [ana, 72.5],
      [bo, 80],
    ] as const) {
      const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
        t.app.inject({ method, url, headers: member.headers, payload });
      expect(
        (await call('POST', profilePaths.addMeasurement(member.user.id), { measurement_standard: 1, weight }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('POST', profilePaths.pictures, { photo: dataUrl(await jpegImage(), 'image/jpeg') }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('PUT', apiPaths.updateUser(member.user.id), { avatar: dataUrl(await pngImage(40, 30)) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('POST', savedPaths.lists, { kind: 'workout', name: `Leg day ${member.user.id}` }))
          .statusCode,
      ).toBe(200);
    }
    const storage = t.app.deps.storage;
    const rowsBefore = await tablesOf((statement) => query(t.db, sql.raw(statement)));
    const filesBefore = await filesOf(storage);
    expect(Object.keys(filesBefore).filter((k) => k.startsWith('members/')).length).toBe(4);
    expect(rowsBefore['public.measurement_sets']).toHaveLength(2);
    expect(rowsBefore['public.subscriptions']?.length).toBeGreaterThan(0);

    const archive = path.join(t.dataDir, 'backup', 'studio.tar.gz');
    const manifest = await backupStudio({ database: t.database, storage, out: archive });
    expect(manifest).toMatchObject({ format: 1, database: t.database.url ? 'postgresql' : 'pglite' });
    expect(manifest.files).toBe(Object.keys(filesBefore).length);

    // An empty studio elsewhere: a new database and a new storage folder.
    const emptyDir = path.join(t.dataDir, 'restored');
    const emptyStorage = createStorage(loadConfig({ DATA_DIR: emptyDir, MEDIA_SIGNING_KEY: 'k'.repeat(32) }));
    const empty = t.database.url ? await throwawayDatabase(t.database.url, 'studio_restore') : null;
    const target = empty ? { url: empty.url } : { pgliteDir: path.join(emptyDir, 'pglite') };
    try {
      await restoreStudio({ archive, target, storage: emptyStorage });
      const rowsAfter = empty
        ? await readPostgres(empty.url)
        : await readPglite(path.join(emptyDir, 'pglite'));
      expect(rowsAfter).toEqual(rowsBefore);
      expect(await filesOf(emptyStorage)).toEqual(filesBefore);

      // Restoring again over what is now a studio is refused and changes nothing.
      await expect(restoreStudio({ archive, target, storage: emptyStorage })).rejects.toThrow(RestoreRefused);
      expect(await filesOf(emptyStorage)).toEqual(filesBefore);
    } finally {
      await empty?.drop();
    }
  }, 120_000);
});

describe('backup and restore of a bucket', () => {
  it('copies every file of an S3 bucket into the archive and back into an empty bucket', async () => {
    const folder = path.join(t.dataDir, 's3');
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: folder,
      configureBuckets: [
        { name: 'studio-a', configs: [] },
        { name: 'studio-b', configs: [] },
      ],
    });
    const { port } = (await s3.run()) as AddressInfo;
    const bucket = (name: string) =>
      createStorage(
        loadConfig({
          DATA_DIR: path.join(t.dataDir, name),
          MEDIA_SIGNING_KEY: 'k'.repeat(32),
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_BUCKET: name,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        }),
      );
    try {
      const from = bucket('studio-a');
      await from.put('members/1/avatar-a.png', await pngImage(20, 20), 'image/png');
      await from.put('catalog/videos/v.mp4', Buffer.alloc(64 * 1024, 3), 'video/mp4');
      const archive = path.join(t.dataDir, 'bucket.tar.gz');
      const manifest = await backupStudio({ database: t.database, storage: from, out: archive });
      expect(manifest.files).toBe(2);
      const into = bucket('studio-b');
      const empty = t.database.url ? await throwawayDatabase(t.database.url, 'studio_restore') : null;
      const target = empty
        ? { url: empty.url }
        : { pgliteDir: path.join(t.dataDir, 'bucket-restored', 'pglite') };
      try {
        await restoreStudio({ archive, target, storage: into });
        expect(await filesOf(into)).toEqual(await filesOf(from));
        expect((await into.read('catalog/videos/v.mp4'))?.contentType).toBe('video/mp4');
      } finally {
        await empty?.drop();
      }
    } finally {
      await s3.close();
    }
  }, 120_000);
});

describe('npm run backup and restore', () => {
  // The commands on this pass's database: a stopped PGlite studio's folder, or a PostgreSQL
  // database backed up beside the open one and restored into an empty one.
  it('back up a studio and restore it into an empty one, and refuse to restore over a studio', async () => {
    const serverUrl = t.database.url;
    const from = path.join(t.dataDir, 'cli-studio');
    if (!serverUrl) {
      const studio = openDatabase({ dataDir: path.join(from, 'pglite'), listen: false });
      await studio.migrate();
      await studio.close();
    }
    const empty = serverUrl ? await throwawayDatabase(serverUrl, 'studio_cli') : null;
    const cli = (dataDir: string, url: string, args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    const kind = serverUrl ? 'postgresql' : 'pglite';
    try {
      const archive = path.join(t.dataDir, 'cli.tar.gz');
      expect(cli(from, serverUrl ?? '', ['--out', archive])).toContain(`the ${kind} database`);
      const into = path.join(t.dataDir, 'cli-restored');
      expect(cli(into, empty?.url ?? '', ['--from', archive])).toContain(`restored the ${kind} database`);
      const restored = empty ? await readPostgres(empty.url) : await readPglite(path.join(into, 'pglite'));
      const original = serverUrl
        ? await tablesOf((statement) => query(t.db, sql.raw(statement)))
        : await readPglite(path.join(from, 'pglite'));
      expect(restored).toEqual(original);
      // A second restore meets a studio and changes nothing.
      expect(() => cli(into, empty?.url ?? '', ['--from', archive])).toThrow(/not empty/);
    } finally {
      await empty?.drop();
    }
  }, 120_000);
});

const readPglite = async (dir: string) => {
  const db = new PGlite(dir);
  try {
    return await tablesOf(async (statement) => (await db.query<Record<string, unknown>>(statement)).rows);
  } finally {
    await db.close();
  }
};

const readPostgres = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tablesOf(async (statement) => (await client.query(statement)).rows);
  } finally {
    await client.end();
  }
};
