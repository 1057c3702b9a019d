/**
 * `npm run backup [-- --out studio.tar.gz]`: one archive of the studio the server uses (issue 16):
 * its database (DATABASE_URL, or PGlite in DATA_DIR: stop that server first) and its stored files
 * (S3_* or DATA_DIR/storage). Default: DATA_DIR/backups/studio-<time>.tar.gz.
 * `npm run restore -- --from studio.tar.gz`: puts one back into an empty database and storage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { backupStudio, RestoreRefused, restoreStudio } from '../ops/backup';
import { runCommand } from './run-command';

const main = async (): Promise<number> => {
  let values: { out?: string; from?: string };
  try {
    values = parseArgs({
      options: { out: { type: 'string' }, from: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const config = loadConfig();
  const storage = createStorage(config);
  const pgliteDir = `${config.DATA_DIR}/pglite`;
  if (values.from) {
    try {
      const manifest = await restoreStudio({
        archive: values.from,
        target: config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir },
        storage,
      });
      console.log(
        `restored the ${manifest.database} database and ${manifest.files} files of ${manifest.createdAt}`,
      );
      return 0;
    } catch (error) {
      if (error instanceof RestoreRefused) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  }
  const out =
    values.out ??
    path.join(config.DATA_DIR, 'backups', `studio-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir, listen: false });
  try {
    const manifest = await backupStudio({ database, storage, out });
    console.log(`${out}: the ${manifest.database} database and ${manifest.files} files`);
    return 0;
  } finally {
    await database.close();
  }
};

await runCommand(main);
