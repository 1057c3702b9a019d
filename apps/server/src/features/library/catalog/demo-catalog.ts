import path from 'node:path';
import type { Storage } from '../../../adapters/storage';
import { REPO_ROOT } from '../../../config';
import type { Db } from '../../../db/client';
import { items } from '../../../db/schema';
import { importCatalogFile } from './import-catalog';

export const DEMO_CATALOG_FILE = path.join(REPO_ROOT, 'apps/server/catalog/demo/catalog.json');

/** First start: a database without any catalogue gets the demo one, so the product works offline at once. */
export const importDemoCatalogIfEmpty = async ({
  db,
  storage,
  currency,
}: {
  db: Db;
  storage: Storage;
  currency: string;
}): Promise<boolean> => {
  const [any] = await db.select({ id: items.id }).from(items).limit(1);
  if (any) return false;
  await importCatalogFile({ db, storage, file: DEMO_CATALOG_FILE, currency });
  return true;
};
