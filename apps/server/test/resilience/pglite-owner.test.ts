import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DatabaseBusyError, LOCK_FILE } from '../../src/db/folder-lock';

/**
 * One process owns an embedded database (issue 17): a console command run beside the server on
 * PGlite would write the same folder from two processes and corrupt it. It is refused instead,
 * and a folder whose owner died (kill -9) is taken over at once.
 */
const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-owner-'));
  folders.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each case makes a new PGlite and runs every migration: over 30 s once on a 2-core machine busy with
// the PostgreSQL pass's four workers. A ceiling, not a wait.
const FRESH_DATABASE_MS = 90_000;

describe('an embedded database has one owner', () => {
  it(
    'refuses a second opening while the first is open, and allows it after close',
    async () => {
      const dataDir = folder();
      const first = openDatabase({ dataDir, listen: false });
      await first.migrate();
      expect(() => openDatabase({ dataDir, listen: false })).toThrow(DatabaseBusyError);
      await first.close();
      const again = openDatabase({ dataDir, listen: false });
      expect(await again.ping()).toBeUndefined();
      await again.close();
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
    FRESH_DATABASE_MS,
  );

  it(
    'takes over the folder of a process that died without closing it',
    async () => {
      const dataDir = folder();
      fs.mkdirSync(dataDir, { recursive: true });
      const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), dead.stdout.trim());
      const database = openDatabase({ dataDir, listen: false });
      await database.migrate();
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      await database.close();
    },
    FRESH_DATABASE_MS,
  );

  it('a command beside the running owner says why it cannot run, and changes nothing', async () => {
    const dataDir = folder();
    const server = openDatabase({ dataDir, listen: false });
    await server.migrate();
    try {
      const script = path.resolve(import.meta.dirname, '../../src/cli/staff-grant.ts');
      const result = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', script, '--email', 'olive@example.com', '--role', 'owner'],
        { env: { ...process.env, DATA_DIR: path.dirname(dataDir), DATABASE_URL: '' } },
      ).catch((error: { code: number; stderr: string }) => error);
      expect(result).toMatchObject({ code: 1 });
      expect((result as { stderr: string }).stderr).toContain(
        `is open in another Studio process (pid ${process.pid})`,
      );
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    } finally {
      await server.close();
    }
  }, 60_000);
});
