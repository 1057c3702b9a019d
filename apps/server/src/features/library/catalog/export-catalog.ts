import fs from 'node:fs/promises';
import path from 'node:path';
import { issueMessage } from '@studio/shared';
import type { Storage } from '../../../adapters/storage';
import type { Db } from '../../../db/client';
import { translator } from '../../../lib/i18n';
import { type Catalog, CatalogSchema } from './catalog-schema';
import {
  readFilterGroups,
  readLists,
  readPhrases,
  readProducts,
  readPrograms,
  readStores,
  readTrainers,
} from './read-entities';
import { readItems } from './read-items';

/** Today's catalogue breaks a rule of the file (a program day on a hidden workout, say). */
export class CatalogExportError extends Error {
  constructor(readonly faults: string[]) {
    super(`The catalogue cannot be written as a file:\n${faults.join('\n')}`);
  }
}

/** The export's file name beside its media folder. */
export const CATALOG_FILE = 'catalog.json';

/**
 * The media an export references: a stored key (`catalog/…`) is written to the export folder at
 * the same path without `catalog/`; an HLS playlist takes its whole folder; https URLs stay.
 */
class MediaCopies {
  readonly files = new Set<string>();
  readonly folders = new Set<string>();
  ref(key: string | null): string | undefined {
    if (!key) return undefined;
    if (key.startsWith('https://')) return key;
    if (!key.startsWith('catalog/')) throw new Error(`Not a catalogue media key: ${key}`);
    if (key.toLowerCase().endsWith('.m3u8')) this.folders.add(key.slice(0, key.lastIndexOf('/') + 1));
    else this.files.add(key);
    return key.slice('catalog/'.length);
  }
}

/** An HLS folder's files as the importer copies them (not an upload's source MP4). */
const HLS_FILE = /\.(m3u8|m4s|ts|aac|jpe?g|png|webp)$/i;

/**
 * Today's catalogue as a catalogue file (docs/catalog-format.md): what members see (hidden items
 * and programs, and console drafts, stay behind), in the order they see it, checked against the
 * file's own schema so the importer takes it. Trainer lists are the importer's to make.
 */
/** The catalogue as stored, its programs' prices in the studio's `currency`. */
export const readCatalog = async (
  db: Db,
  currency: string,
): Promise<{ catalog: Catalog; media: MediaCopies }> => {
  const media = new MediaCopies();
  const ref = (key: string | null) => media.ref(key);
  const [stores, trainers, products, filters, phrases] = await Promise.all([
    readStores(db, ref),
    readTrainers(db, ref),
    readProducts(db, ref),
    readFilterGroups(db),
    readPhrases(db),
  ]);
  // Items name trainers, products and filters by key; lists and programs name items.
  const items = await readItems(db, ref, {
    trainers: trainers.keys,
    products: products.keys,
    options: filters.options,
  });
  const [lists, programs] = await Promise.all([
    readLists(db, ref, items.keys),
    readPrograms(db, ref, items.keys, currency),
  ]);
  const draft = {
    version: 1,
    stores,
    trainers: trainers.trainers,
    products: products.products,
    filter_groups: filters.filter_groups,
    items: items.items,
    lists,
    phrases,
    programs,
  };
  // Written as the importer reads it: what it would refuse is said here, not in another studio.
  const checked = CatalogSchema.safeParse(JSON.parse(JSON.stringify(draft)));
  if (!checked.success) {
    // In the operator's words: English, as the importer words its faults.
    const faults = checked.error.issues.map(
      (i) => `${i.path.join('.')}: ${issueMessage(i, translator('en'))}`,
    );
    throw new CatalogExportError(faults);
  }
  return { catalog: checked.data, media };
};

/** Writes today's catalogue to `folder`: `catalog.json` and every media file it names. */
export const exportCatalog = async ({
  db,
  storage,
  folder,
  currency,
}: {
  db: Db;
  storage: Storage;
  folder: string;
  currency: string;
}) => {
  const { catalog, media } = await readCatalog(db, currency);
  const keys = new Set(media.files);
  for (const prefix of media.folders) {
    for (const file of await storage.list(prefix)) {
      const name = file.key.slice(prefix.length);
      if (!name.includes('/') && HLS_FILE.test(name)) keys.add(file.key);
    }
  }
  let copied = 0;
  for (const key of [...keys].sort()) {
    const stored = await storage.read(key);
    if (!stored) throw new Error(`A file the catalogue names is missing from storage: ${key}`);
    const target = path.join(folder, ...key.slice('catalog/'.length).split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, stored.body);
    copied += 1;
  }
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, CATALOG_FILE), `${JSON.stringify(catalog, null, 2)}\n`);
  return { catalog, files: copied };
};
