import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import mime from 'mime';
import * as tar from 'tar';
import type { Storage } from '../adapters/storage';
import { type Database, PGLITE_EXTENSIONS } from '../db/client';

const run = promisify(execFile);

/** What the archive says of itself (`studio-backup.json`). */
type Manifest = { format: 1; createdAt: string; database: 'postgresql' | 'pglite'; files: number };

/** The folders of stored files: members' (avatars, photos) and the catalogue's media. */
const PREFIXES = ['members/', 'catalog/'] as const;
const DUMP = 'database.sql';
const PGLITE_DUMP = 'pglite.tar.gz';

/** A PostgreSQL client program (pg_dump, psql): the newest Debian installed, else the PATH's. */
const postgresTool = async (name: 'pg_dump' | 'psql'): Promise<string> => {
  const root = '/usr/lib/postgresql';
  const versions = (await fs.readdir(root).catch(() => [] as string[])).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const file = path.join(root, version, 'bin', name);
    if (
      await fs.access(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return name;
};

const storedKeys = async (storage: Storage): Promise<string[]> =>
  (await Promise.all(PREFIXES.map((prefix) => storage.list(prefix)))).flat().map((file) => file.key);

/**
 * Writes one archive (`.tar.gz`) of a studio (issue 16): the database (pg_dump's SQL for
 * PostgreSQL, PGlite's own dump of its folder for the embedded default) and every stored file
 * (the local folder or the bucket). On PostgreSQL it runs beside a serving studio (pg_dump reads
 * one snapshot); a PGlite studio's server must be stopped (one process owns its folder).
 */
export const backupStudio = async ({
  database,
  storage,
  out,
}: {
  database: Database;
  storage: Storage;
  out: string;
}): Promise<Manifest> => {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-backup-'));
  try {
    let kind: Manifest['database'];
    if (database.url) {
      kind = 'postgresql';
      await run(await postgresTool('pg_dump'), [
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(work, DUMP),
        database.url,
      ]);
    } else if (database.pglite) {
      kind = 'pglite';
      // A PGlite just opened is still starting; its dump would wait for nothing and never come.
      await database.pglite.waitReady;
      const dump = await database.pglite.dumpDataDir('gzip');
      await fs.writeFile(path.join(work, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } else {
      throw new Error('backup: no database');
    }
    const keys = await storedKeys(storage);
    for (const key of keys) {
      const file = await storage.read(key);
      if (!file) throw new Error(`backup: ${key} is listed but cannot be read`);
      const target = path.join(work, 'files', key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.body);
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      files: keys.length,
    };
    await fs.writeFile(path.join(work, 'studio-backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.mkdir(path.dirname(path.resolve(out)), { recursive: true });
    await tar.create({ gzip: true, file: out, cwd: work, portable: true }, await fs.readdir(work));
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
};

export class RestoreRefused extends Error {}

/**
 * Puts an archive back into an empty database and empty storage (issue 16): refused, changing
 * nothing, when either holds a studio already, or when the archive's database is of the other kind
 * (a PGlite dump restores to PGlite, a PostgreSQL dump to PostgreSQL).
 */
export const restoreStudio = async ({
  archive,
  target,
  storage,
}: {
  archive: string;
  /** An empty PostgreSQL database's URL, or the folder a PGlite database is to be made in. */
  target: { url: string } | { pgliteDir: string };
  storage: Storage;
}): Promise<Manifest> => {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-restore-'));
  try {
    await tar.extract({ file: archive, cwd: work });
    const manifest = JSON.parse(await fs.readFile(path.join(work, 'studio-backup.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new RestoreRefused(`restore: unknown archive format ${manifest.format}`);
    if ((await storedKeys(storage)).length > 0)
      throw new RestoreRefused('restore: the storage already holds files');
    if ('url' in target) {
      if (manifest.database !== 'postgresql')
        throw new RestoreRefused(
          'restore: the archive holds a PGlite database; restore it with DATABASE_URL unset',
        );
      const psql = await postgresTool('psql');
      const { stdout } = await run(psql, [
        '-At',
        '-c',
        "select count(*) from pg_tables where schemaname = 'public'",
        target.url,
      ]);
      if (Number(stdout.trim()) > 0) throw new RestoreRefused('restore: the database is not empty');
      await run(psql, ['-v', 'ON_ERROR_STOP=1', '-q', '-f', path.join(work, DUMP), target.url]);
    } else {
      if (manifest.database !== 'pglite')
        throw new RestoreRefused(
          'restore: the archive holds a PostgreSQL database; restore it with DATABASE_URL set',
        );
      const existing = await fs.readdir(target.pgliteDir).catch(() => [] as string[]);
      if (existing.length > 0) throw new RestoreRefused(`restore: ${target.pgliteDir} is not empty`);
      await fs.mkdir(target.pgliteDir, { recursive: true });
      const dump = await fs.readFile(path.join(work, PGLITE_DUMP));
      const restored = new PGlite(target.pgliteDir, {
        loadDataDir: new Blob([dump]),
        extensions: PGLITE_EXTENSIONS,
      });
      await restored.waitReady;
      await restored.close();
    }
    const root = path.join(work, 'files');
    const files = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of files.filter((e) => e.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(root, file).split(path.sep).join('/');
      await storage.put(key, await fs.readFile(file), mime.getType(key) ?? 'application/octet-stream');
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
};
