import fs from 'node:fs';
import path from 'node:path';

/** The file in a PGlite folder that says which process has it open. */
export const LOCK_FILE = 'studio.pid';

/** A second process on a PGlite folder: it would corrupt the database, so it is refused. */
export class DatabaseBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${dataDir} is open in another Studio process (pid ${pid}). One process owns an ` +
        'embedded database: stop that process first (a command such as staff:grant or backup runs ' +
        'while the server is stopped), or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'DatabaseBusyError';
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Folders this process holds: opening one twice in one process is refused as well. */
const held = new Set<string>();

/**
 * Takes a PGlite folder for this process until `release` (issue 17: a console command next to a
 * running server). The lock is a file holding the owner's pid, made atomically with a hard link;
 * a lock whose process is gone (a `kill -9`, a crash) is taken over at once. (A lock that goes
 * stale by age, as proper-lockfile's, would refuse the restart after a kill for its whole age.)
 */
export const lockFolder = (dataDir: string): (() => void) => {
  const file = path.join(dataDir, LOCK_FILE);
  const key = path.resolve(file);
  if (held.has(key)) throw new DatabaseBusyError(dataDir, process.pid);
  for (let attempt = 0; ; attempt += 1) {
    const mine = `${file}.${process.pid}`;
    fs.writeFileSync(mine, String(process.pid));
    try {
      fs.linkSync(mine, file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (attempt > 2 || (Number.isInteger(owner) && owner !== process.pid && alive(owner))) {
        throw new DatabaseBusyError(dataDir, owner);
      }
      // Its process is gone: the lock is stale. Remove it and try again (a rival may win the link).
      fs.rmSync(file, { force: true });
    } finally {
      fs.rmSync(mine, { force: true });
    }
  }
  held.add(key);
  return () => {
    held.delete(key);
    fs.rmSync(file, { force: true });
  };
};
