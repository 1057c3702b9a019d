import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ingredientEntry } from '@studio/shared';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import mime from 'mime';
import type { Storage } from '../../../adapters/storage';
import type { Db } from '../../../db/client';
import {
  dailyPhrases,
  filterGroups,
  filterOptions,
  itemCaptions,
  itemFilterOptions,
  itemProducts,
  items,
  itemTrainers,
  listItems,
  lists,
  products,
  recipeIngredients,
  stores,
  trainers,
} from '../../../db/schema';
import { dropHiddenItems, refreshTrainerLists } from '../list-membership';
import type { Catalog } from './catalog-schema';
import { importPrograms } from './import-programs';
import { CatalogError, CatalogFaults, faultAt, parseCatalog } from './parse-catalog';

type Path = (string | number)[];
/** `video`: stored under a key made from its content, so that nobody can guess it (the API withholds video URLs). */
type MediaRef = { path: Path; value: string; folder: boolean; video: boolean };

const CHUNK = 500;
const isUrl = (value: string) => value.startsWith('https://');
/** Where a media file of the catalogue lives in storage; URLs stay as they are. */
export const catalogMediaKey = (value: string): string => (isUrl(value) ? value : `catalog/${value}`);
const mediaColumn = (value: string | undefined): string | null => (value ? catalogMediaKey(value) : null);

/** Every media reference of the file, with its place (for errors) and whether its folder goes with it (HLS). */
const mediaRefs = (catalog: Catalog): MediaRef[] => {
  const refs: MediaRef[] = [];
  const add = (p: Path, value: string | undefined, folder = false, video = false) => {
    if (value && !isUrl(value)) refs.push({ path: p, value, folder, video });
  };
  for (const [i, s] of catalog.stores.entries()) add(['stores', i, 'banner_image'], s.banner_image);
  catalog.trainers.forEach((t, i) => {
    for (const f of ['avatar', 'background_image', 'title_image'] as const) add(['trainers', i, f], t[f]);
  });
  for (const [i, p] of catalog.products.entries()) add(['products', i, 'image'], p.image);
  catalog.items.forEach((item, i) => {
    for (const f of ['image', 'thumb', 'banner_image'] as const) add(['items', i, f], item[f]);
    add(['items', i, 'video', 'hls'], item.video?.hls, true, true);
    add(['items', i, 'video', 'mp4'], item.video?.mp4, false, true);
    add(['items', i, 'live_url'], item.live_url, item.live_url?.endsWith('.m3u8'), true);
    // Captions are private like the video they belong to: a content-hashed folder of their own.
    for (const [c, caption] of (item.captions ?? []).entries())
      add(['items', i, 'captions', c, 'file'], caption.file, false, true);
  });
  for (const [i, p] of catalog.programs.entries()) add(['programs', i, 'banner_image'], p.banner_image);
  catalog.lists.forEach((l, i) => {
    for (const f of ['image', 'background_image', 'title_image'] as const) add(['lists', i, f], l[f]);
  });
  return refs;
};

/** The files of an HLS folder worth copying: its playlist, segments, audio, and images. */
const MEDIA_FILE = /\.(jpe?g|png|webp|m3u8|m4s|ts|mp4|aac)$/i;

/** The files of a reference: the file, or every media file of an HLS playlist's folder (sorted). */
const refFiles = async (baseDir: string, ref: MediaRef): Promise<string[]> => {
  if (!ref.folder) return [ref.value];
  const folder = path.posix.dirname(ref.value);
  const names = (await fs.readdir(path.join(baseDir, folder))).sort();
  return names.filter((name) => MEDIA_FILE.test(name)).map((name) => path.posix.join(folder, name));
};

/**
 * Copies each referenced file (and an HLS playlist's whole folder) into storage. Images keep their
 * path under `catalog/`; videos go under `catalog/videos/<hash of their content>/`, the same key
 * for the same content (a re-import changes nothing) and not guessable from the catalogue's names.
 * Answers the stored key of each video reference.
 */
const copyMedia = async (
  storage: Storage,
  baseDir: string,
  refs: MediaRef[],
): Promise<Map<string, string>> => {
  const videoKeys = new Map<string, string>();
  const copies = new Map<string, string>();
  for (const ref of refs) {
    const files = await refFiles(baseDir, ref);
    if (!ref.video) {
      for (const file of files) copies.set(file, catalogMediaKey(file));
      continue;
    }
    const hash = createHash('sha256');
    for (const file of files)
      hash.update(path.posix.basename(file)).update(await fs.readFile(path.join(baseDir, file)));
    const folder = `catalog/videos/${hash.digest('hex').slice(0, 32)}`;
    for (const file of files) copies.set(file, `${folder}/${path.posix.basename(file)}`);
    videoKeys.set(ref.value, `${folder}/${path.posix.basename(ref.value)}`);
  }
  for (const [file, key] of copies) {
    const body = await fs.readFile(path.join(baseDir, file));
    await storage.put(key, body, mime.getType(file) ?? 'application/octet-stream');
  }
  return videoKeys;
};

const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

const excluded = (columns: string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)]));

/** Upserts rows by their unique `key` and answers key → id. */
const upsertByKey = async <T extends { key: string }>(
  tx: Db,
  table: typeof trainers | typeof products | typeof items | typeof lists | typeof dailyPhrases,
  rows: T[],
): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const columns = Object.keys(rows[0] as object).filter((c) => c !== 'key');
  for (const part of chunks(rows)) {
    const saved = await tx
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({ target: table.key, set: excluded(columns) as never })
      .returning({ id: table.id, key: table.key });
    for (const row of saved) ids.set(row.key, row.id);
  }
  return ids;
};

/** Inserts join rows in chunks (no ids of their own: deleting and inserting them again changes nothing). */
const insertAll = async (tx: Db, table: Parameters<Db['insert']>[0], rows: object[]) => {
  for (const part of chunks(rows)) await tx.insert(table).values(part as never);
};

/**
 * Loads a catalogue into the database (docs/catalog-format.md), all or nothing and idempotently:
 * keys keep ids, what the file no longer names goes (items are only hidden, history points at them).
 */
export const importCatalog = async ({
  db,
  storage,
  catalog,
  baseDir,
  currency,
}: {
  db: Db;
  storage: Storage;
  catalog: Catalog;
  baseDir: string;
  /** The studio's currency (issue 35): the programs' prices are amounts in it. */
  currency: string;
}) => {
  const videoKeys = await copyMedia(storage, baseDir, mediaRefs(catalog));
  const videoColumn = (value: string | undefined) =>
    value ? (videoKeys.get(value) ?? mediaColumn(value)) : null;
  await db.transaction(async (tx) => {
    for (const store of catalog.stores) {
      await tx
        .update(stores)
        .set({
          title: store.title,
          description: store.description,
          banner_image: mediaColumn(store.banner_image),
        })
        .where(eq(stores.id, store.id));
    }

    const trainerIds = await upsertByKey(
      tx,
      trainers,
      catalog.trainers.map((t) => ({
        key: t.key,
        name: t.name,
        headline: t.headline,
        bio: t.bio,
        avatar: mediaColumn(t.avatar),
        background_image: mediaColumn(t.background_image),
        title_image: mediaColumn(t.title_image),
      })),
    );
    // What the file no longer names goes, unless staff made it in the console (decision 0025).
    await tx
      .delete(trainers)
      .where(and(eq(trainers.origin, 'catalog'), notInArray(trainers.key, [...trainerIds.keys(), ''])));

    const productIds = await upsertByKey(
      tx,
      products,
      catalog.products.map((p) => ({
        key: p.key,
        name: p.name,
        description: p.description,
        product_url: p.product_url,
        image: mediaColumn(p.image),
      })),
    );
    await tx.delete(products).where(notInArray(products.key, [...productIds.keys(), '']));

    const optionIds = await importFilters(tx, catalog);

    const itemIds = await upsertByKey(
      tx,
      items,
      catalog.items.map((item) => ({
        key: item.key,
        kind: item.kind,
        store_id: item.store,
        title: item.title,
        description: item.description,
        duration_seconds: item.duration_seconds,
        video_hls: videoColumn(item.video?.hls),
        video_mp4: videoColumn(item.video?.mp4),
        live_url: videoColumn(item.live_url),
        image: mediaColumn(item.image),
        thumb: mediaColumn(item.thumb ?? item.image),
        banner_image: mediaColumn(item.banner_image ?? item.image),
        is_new: item.is_new,
        published_at: new Date(item.published_at),
        event_date: item.event_date ? new Date(item.event_date) : null,
        recipe_type: item.recipe?.type ?? null,
        preparation_time: item.recipe?.preparation_time ?? null,
        label: item.recipe?.label ?? null,
        diets: item.recipe?.diets ?? [],
        preparation_guide: item.recipe?.preparation_guide ?? [],
        chapters: item.chapters,
        removed_at: null,
      })),
    );
    // What the file no longer names is hidden; what staff made in the console is not the file's.
    await tx
      .update(items)
      .set({ removed_at: new Date() })
      .where(
        and(
          isNull(items.removed_at),
          eq(items.origin, 'catalog'),
          notInArray(items.key, [...itemIds.keys(), '']),
        ),
      );

    const ids = [...itemIds.values()];
    for (const part of chunks(ids)) {
      await tx.delete(itemTrainers).where(inArray(itemTrainers.item_id, part));
      await tx.delete(itemProducts).where(inArray(itemProducts.item_id, part));
      await tx.delete(itemFilterOptions).where(inArray(itemFilterOptions.item_id, part));
    }
    const idOf = (map: Map<string, number>, key: string) => map.get(key) as number;
    await insertAll(
      tx,
      itemTrainers,
      catalog.items.flatMap((item) =>
        [...new Set(item.trainers)].map((t, position) => ({
          item_id: idOf(itemIds, item.key),
          trainer_id: idOf(trainerIds, t),
          position,
        })),
      ),
    );
    await insertAll(
      tx,
      itemProducts,
      catalog.items.flatMap((item) =>
        [...new Set(item.products)].map((p, position) => ({
          item_id: idOf(itemIds, item.key),
          product_id: idOf(productIds, p),
          position,
        })),
      ),
    );
    await insertAll(
      tx,
      itemFilterOptions,
      catalog.items.flatMap((item) =>
        [...new Set(item.filters)].map((f) => ({
          item_id: idOf(itemIds, item.key),
          option_id: idOf(optionIds, `${item.store}/${f}`),
        })),
      ),
    );
    // An item that names its captions gets exactly those; one that does not keeps the console's.
    const captioned = catalog.items.filter((item) => item.captions !== undefined);
    for (const part of chunks(captioned.map((item) => idOf(itemIds, item.key))))
      await tx.delete(itemCaptions).where(inArray(itemCaptions.item_id, part));
    await insertAll(
      tx,
      itemCaptions,
      captioned.flatMap((item) =>
        (item.captions ?? []).map((c) => ({
          item_id: idOf(itemIds, item.key),
          language: c.language,
          label: c.label,
          storage_key: videoColumn(c.file) as string,
        })),
      ),
    );
    await importIngredients(tx, catalog, itemIds);
    await importLists(tx, catalog, itemIds, trainerIds);
    await importPrograms(tx, catalog, itemIds, mediaColumn, currency);

    const phraseIds = await upsertByKey(
      tx,
      dailyPhrases,
      catalog.phrases.map((p, position) => ({
        key: p.key,
        text: p.text,
        translations: p.translations,
        position,
      })),
    );
    await tx
      .delete(dailyPhrases)
      .where(
        and(eq(dailyPhrases.origin, 'catalog'), notInArray(dailyPhrases.key, [...phraseIds.keys(), ''])),
      );
  });
};

/** Filter groups and their options, keyed `store/group:option` → option id. */
const importFilters = async (tx: Db, catalog: Catalog): Promise<Map<string, number>> => {
  const optionIds = new Map<string, number>();
  const keptGroups: number[] = [];
  for (const [position, group] of catalog.filter_groups.entries()) {
    const [saved] = await tx
      .insert(filterGroups)
      .values({ key: group.key, store_id: group.store, title: group.title, position })
      .onConflictDoUpdate({
        target: [filterGroups.store_id, filterGroups.key],
        set: { title: group.title, position },
      })
      .returning({ id: filterGroups.id });
    const groupId = saved?.id as number;
    keptGroups.push(groupId);
    const options = await tx
      .insert(filterOptions)
      .values(group.options.map((o, p) => ({ group_id: groupId, key: o.key, title: o.title, position: p })))
      .onConflictDoUpdate({
        target: [filterOptions.group_id, filterOptions.key],
        set: excluded(['title', 'position']) as never,
      })
      .returning({ id: filterOptions.id, key: filterOptions.key });
    for (const o of options) optionIds.set(`${group.store}/${group.key}:${o.key}`, o.id);
    await tx.delete(filterOptions).where(
      and(
        eq(filterOptions.group_id, groupId),
        eq(filterOptions.origin, 'catalog'),
        notInArray(
          filterOptions.key,
          group.options.map((o) => o.key),
        ),
      ),
    );
  }
  await tx
    .delete(filterGroups)
    .where(and(eq(filterGroups.origin, 'catalog'), notInArray(filterGroups.id, [...keptGroups, 0])));
  return optionIds;
};

/** Ingredients keep their ids by (item, position): a re-import changes nothing. */
const importIngredients = async (tx: Db, catalog: Catalog, itemIds: Map<string, number>) => {
  const rows = catalog.items.flatMap((item) =>
    (item.recipe?.ingredients ?? []).map((entry, position) => {
      const { text, aisle } = ingredientEntry(entry);
      return { item_id: itemIds.get(item.key) as number, position, display_name: text, aisle };
    }),
  );
  for (const part of chunks(rows)) {
    await tx
      .insert(recipeIngredients)
      .values(part)
      .onConflictDoUpdate({
        target: [recipeIngredients.item_id, recipeIngredients.position],
        set: excluded(['display_name', 'aisle']) as never,
      });
  }
  for (const item of catalog.items) {
    await tx
      .delete(recipeIngredients)
      .where(
        and(
          eq(recipeIngredients.item_id, itemIds.get(item.key) as number),
          sql`${recipeIngredients.position} >= ${item.recipe?.ingredients.length ?? 0}`,
        ),
      );
  }
};

/** Categories and curated lists from the file, plus one list per trainer holding their items, newest first. */
const importLists = async (
  tx: Db,
  catalog: Catalog,
  itemIds: Map<string, number>,
  trainerIds: Map<string, number>,
) => {
  const trainerLists = catalog.trainers.map((t, position) => ({
    row: {
      key: `trainer:${t.key}`,
      store_id: 'on_demand' as const,
      kind: 'trainers' as const,
      trainer_id: trainerIds.get(t.key) as number,
      title: t.name,
      description: t.headline,
      bio: t.bio,
      image: mediaColumn(t.avatar),
      background_image: mediaColumn(t.background_image),
      title_image: mediaColumn(t.title_image),
      position,
    },
    // Filled below from the database: the console's workouts of the trainer belong there too.
    items: [] as string[],
  }));
  const fileLists = catalog.lists.map((l, position) => ({
    row: {
      key: l.key,
      store_id: l.store,
      kind: l.kind,
      trainer_id: null,
      title: l.title,
      description: l.description,
      bio: l.bio,
      image: mediaColumn(l.image),
      background_image: mediaColumn(l.background_image),
      title_image: mediaColumn(l.title_image),
      position,
    },
    items: l.items,
  }));
  const all = [...fileLists, ...trainerLists];
  const listIds = await upsertByKey(
    tx,
    lists,
    all.map((l) => l.row),
  );
  await tx
    .delete(lists)
    .where(and(eq(lists.origin, 'catalog'), notInArray(lists.key, [...listIds.keys(), ''])));
  for (const part of chunks([...listIds.values()]))
    await tx.delete(listItems).where(inArray(listItems.list_id, part));
  await insertAll(
    tx,
    listItems,
    all.flatMap((l) =>
      [...new Set(l.items)].map((key, position) => ({
        list_id: listIds.get(l.row.key) as number,
        position,
        item_id: itemIds.get(key) as number,
      })),
    ),
  );
  // Every trainer's page, console trainers' included: the file may have hidden some of their items.
  const everyTrainer = await tx.select({ id: trainers.id }).from(trainers);
  await refreshTrainerLists(
    tx,
    everyTrainer.map((t) => t.id),
  );
  // The console's lists lose the items the file no longer shows, as a hidden workout leaves its lists.
  await dropHiddenItems(tx);
};

/** Reads, checks (media files included) and imports a catalogue file; a CatalogError names each fault. */
export const importCatalogFile = async ({
  db,
  storage,
  file,
  currency,
}: {
  db: Db;
  storage: Storage;
  file: string;
  /** The studio's currency (issue 35): the programs' prices are amounts in it. */
  currency: string;
}) => {
  const baseDir = path.dirname(path.resolve(file));
  const text = await fs.readFile(file, 'utf8');
  const fileName = path.basename(file);
  const catalog = parseCatalog(text, fileName);
  const missing: { path: Path; message: string }[] = [];
  for (const ref of mediaRefs(catalog)) {
    const exists = await fs.stat(path.join(baseDir, ref.value)).then(
      (stat) => stat.isFile(),
      () => false,
    );
    if (!exists) {
      missing.push({ path: ref.path, message: `No such file: ${ref.value}` });
      continue;
    }
    const unsafe = (await refFiles(baseDir, ref)).find(
      (f) => !/^[a-z0-9][a-z0-9_.-]*$/i.test(path.posix.basename(f)),
    );
    if (unsafe)
      missing.push({ path: ref.path, message: `File names must be letters, digits, _ . or -: ${unsafe}` });
  }
  if (missing.length > 0) throw new CatalogError(missing.map((m) => faultAt(text, fileName, m)));
  try {
    await importCatalog({ db, storage, catalog, baseDir, currency });
  } catch (error) {
    if (error instanceof CatalogFaults)
      throw new CatalogError(error.faults.map((f) => faultAt(text, fileName, f)));
    throw error;
  }
  return catalog;
};
