import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret made at the first start and kept beside the data (`DATA_DIR/<name>`, readable by the
 * server's user only), so that it survives restarts and no one else knows it (issue 14). Any
 * number of processes starting at once on one data folder agree on one.
 */
export const dataFolderSecret = (dataDir: string, name: string): string => {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  // Written whole beside it, then linked into place: a reader never sees a half-written key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
};
