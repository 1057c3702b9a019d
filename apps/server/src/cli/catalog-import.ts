/**
 * `npm run catalog:import -- FILE`: loads or updates the catalogue from a catalogue file
 * (docs/catalog-format.md) into the database the server uses (DATABASE_URL, or PGlite in DATA_DIR),
 * and copies its media into the storage the server uses. A bad file imports nothing.
 */
import path from 'node:path';
import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CatalogError, importCatalogFile } from '../features/library';
import { runCommand } from './run-command';

const main = async (): Promise<number> => {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  // npm runs workspace scripts in the workspace folder; a relative path is the caller's.
  const file = arg && path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (!file) {
    console.error('Usage: npm run catalog:import -- path/to/catalog.json');
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    await database.exclusively(() => database.migrate());
    const catalog = await importCatalogFile({
      db: database.db,
      storage: createStorage(config),
      file,
      currency: config.STUDIO_CURRENCY,
    });
    console.log(
      `Imported ${catalog.items.length} items, ${catalog.lists.length} lists, ${catalog.trainers.length} trainers, ${catalog.products.length} products, ${catalog.filter_groups.length} filter groups, ${catalog.phrases.length} phrases.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof CatalogError) {
      console.error(error.message);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`No such file: ${file}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

await runCommand(main);
