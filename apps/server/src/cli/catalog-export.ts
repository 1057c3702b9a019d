/**
 * `npm run catalog:export -- FOLDER`: writes today's catalogue (docs/catalog-format.md) to FOLDER as
 * `catalog.json` with every media file it names, so `npm run catalog:import -- FOLDER/catalog.json`
 * loads it into another studio. Reads the database the server uses (DATABASE_URL, or PGlite in
 * DATA_DIR; a PGlite studio's server must be stopped first, one process owns its folder).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CATALOG_FILE, CatalogExportError, exportCatalog } from '../features/library';
import { runCommand } from './run-command';

const main = async (): Promise<number> => {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  // npm runs workspace scripts in the workspace folder; a relative path is the caller's.
  const folder = arg && path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (!folder) {
    console.error('Usage: npm run catalog:export -- path/to/folder');
    return 2;
  }
  const existing = await fs.readdir(folder).catch(() => []);
  if (existing.length > 0) {
    console.error(`${folder} is not empty: export into a new or empty folder`);
    return 1;
  }
  const config = loadConfig();
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    listen: false,
  });
  try {
    const { catalog, files } = await exportCatalog({
      db: database.db,
      storage: createStorage(config),
      folder,
      currency: config.STUDIO_CURRENCY,
    });
    console.log(
      `Exported ${catalog.items.length} items, ${catalog.lists.length} lists, ${catalog.trainers.length} trainers, ${catalog.programs.length} programs and ${files} media files to ${path.join(folder, CATALOG_FILE)}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CatalogExportError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

await runCommand(main);
