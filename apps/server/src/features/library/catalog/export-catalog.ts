import fs from 'node:fs/promises';
import path from 'node:path';
import { type Cents, DIET_IDS, formatCents, type MealType } from '@studio/shared';
import { and, asc, inArray, isNull, ne, sql } from 'drizzle-orm';
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
  programDays,
  programRecipes,
  programs,
  recipeIngredients,
  stores,
  trainers,
} from '../../../db/schema';
import { type Catalog, CatalogSchema } from './catalog-schema';

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

const byKey = <T extends { id: number; key: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r.key]));

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * Today's catalogue as a catalogue file (docs/catalog-format.md): what members see (hidden items
 * and programs, and console drafts, stay behind), in the order they see it, checked against the
 * file's own schema so the importer takes it. Trainer lists are the importer's to make.
 */
export const readCatalog = async (db: Db): Promise<{ catalog: Catalog; media: MediaCopies }> => {
  const media = new MediaCopies();
  const [storeRows, trainerRows, productRows, groupRows, optionRows, itemRows] = await Promise.all([
    db.select().from(stores).orderBy(asc(stores.id)),
    // In the order members see them (the importer orders their pages as the file does).
    db
      .select()
      .from(trainers)
      .orderBy(
        sql`(select ${lists.position} from ${lists} where ${lists.kind} = 'trainers' and ${lists.trainer_id} = ${trainers.id}) nulls last`,
        asc(trainers.id),
      ),
    db.select().from(products).orderBy(asc(products.id)),
    // Groups staff hid stay behind, as hidden lists do; so do groups without options yet.
    db.select().from(filterGroups).where(isNull(filterGroups.hidden_at)).orderBy(asc(filterGroups.position)),
    db.select().from(filterOptions).orderBy(asc(filterOptions.position)),
    db.select().from(items).where(isNull(items.removed_at)).orderBy(asc(items.published_at), asc(items.id)),
  ]);
  const ids = itemRows.map((i) => i.id);
  const some = ids.length > 0 ? ids : [0];
  const [
    itemTrainerRows,
    itemProductRows,
    itemFilterRows,
    ingredientRows,
    listRows,
    programRows,
    captionRows,
  ] = await Promise.all([
    db
      .select()
      .from(itemTrainers)
      .where(inArray(itemTrainers.item_id, some))
      .orderBy(asc(itemTrainers.position)),
    db
      .select()
      .from(itemProducts)
      .where(inArray(itemProducts.item_id, some))
      .orderBy(asc(itemProducts.position)),
    db.select().from(itemFilterOptions).where(inArray(itemFilterOptions.item_id, some)),
    db
      .select()
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.item_id, some))
      .orderBy(asc(recipeIngredients.position)),
    // Lists staff hid stay behind, as hidden items do.
    db
      .select()
      .from(lists)
      .where(and(ne(lists.kind, 'trainers'), isNull(lists.hidden_at)))
      .orderBy(asc(lists.position), asc(lists.id)),
    db
      .select()
      .from(programs)
      .where(and(isNull(programs.removed_at), isNull(programs.hidden_at)))
      .orderBy(asc(programs.position)),
    db
      .select()
      .from(itemCaptions)
      .where(inArray(itemCaptions.item_id, some))
      .orderBy(asc(itemCaptions.language)),
  ]);
  const listIds = listRows.map((l) => l.id);
  const programIds = programRows.map((p) => p.id);
  const [listItemRows, dayRows, recipeRows, phraseRows] = await Promise.all([
    db
      .select()
      .from(listItems)
      .where(inArray(listItems.list_id, listIds.length > 0 ? listIds : [0]))
      .orderBy(asc(listItems.position)),
    db
      .select()
      .from(programDays)
      .where(inArray(programDays.program_id, programIds.length > 0 ? programIds : [0]))
      .orderBy(asc(programDays.week), asc(programDays.day)),
    db
      .select()
      .from(programRecipes)
      .where(inArray(programRecipes.program_id, programIds.length > 0 ? programIds : [0]))
      .orderBy(asc(programRecipes.position)),
    db.select().from(dailyPhrases).orderBy(asc(dailyPhrases.position), asc(dailyPhrases.id)),
  ]);

  const trainerKey = byKey(trainerRows);
  const productKey = byKey(productRows);
  const itemKey = byKey(itemRows);
  const exportedGroups = groupRows.filter((g) => optionRows.some((o) => o.group_id === g.id));
  const optionName = new Map(
    optionRows.flatMap((o) => {
      const group = exportedGroups.find((g) => g.id === o.group_id);
      return group ? [[o.id, `${group.key}:${o.key}`] as const] : [];
    }),
  );
  const trainersOf = groupBy(itemTrainerRows, (r) => r.item_id);
  const productsOf = groupBy(itemProductRows, (r) => r.item_id);
  const filtersOf = groupBy(itemFilterRows, (r) => r.item_id);
  const ingredientsOf = groupBy(ingredientRows, (r) => r.item_id);
  const captionsOf = groupBy(captionRows, (r) => r.item_id);
  const keysOf = (rows: { item_id: number }[] | undefined) =>
    (rows ?? []).flatMap((r) => (itemKey.has(r.item_id) ? [itemKey.get(r.item_id) as string] : []));

  const draft = {
    version: 1,
    stores: storeRows.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      banner_image: media.ref(s.banner_image),
    })),
    trainers: trainerRows.map((t) => ({
      key: t.key,
      name: t.name,
      headline: t.headline,
      bio: t.bio,
      avatar: media.ref(t.avatar),
      background_image: media.ref(t.background_image),
      title_image: media.ref(t.title_image),
    })),
    products: productRows.map((p) => ({
      key: p.key,
      name: p.name,
      description: p.description,
      product_url: p.product_url,
      image: media.ref(p.image),
    })),
    filter_groups: exportedGroups.map((g) => ({
      key: g.key,
      store: g.store_id,
      title: g.title,
      options: optionRows.filter((o) => o.group_id === g.id).map((o) => ({ key: o.key, title: o.title })),
    })),
    items: itemRows.map((i) => {
      const isRecipe = i.kind === 'recipe' || i.kind === 'program_recipes';
      const video =
        i.video_hls || i.video_mp4 ? { hls: media.ref(i.video_hls), mp4: media.ref(i.video_mp4) } : undefined;
      return {
        key: i.key,
        kind: i.kind,
        store: i.store_id,
        title: i.title,
        description: i.description,
        duration_seconds: i.duration_seconds,
        video,
        live_url: media.ref(i.live_url),
        event_date: i.event_date?.toISOString(),
        image: media.ref(i.image),
        // The importer makes a missing thumb and banner from the picture; an export says so too.
        thumb: i.thumb !== i.image ? media.ref(i.thumb) : undefined,
        banner_image: i.banner_image !== i.image ? media.ref(i.banner_image) : undefined,
        is_new: i.is_new,
        published_at: i.published_at.toISOString(),
        trainers: (trainersOf.get(i.id) ?? []).map((r) => trainerKey.get(r.trainer_id) as string),
        products: (productsOf.get(i.id) ?? []).map((r) => productKey.get(r.product_id) as string),
        filters: (filtersOf.get(i.id) ?? []).flatMap((r) => optionName.get(r.option_id) ?? []).sort(),
        recipe: isRecipe
          ? {
              type: i.recipe_type as MealType,
              diets: i.diets.filter((d): d is (typeof DIET_IDS)[number] =>
                (DIET_IDS as readonly number[]).includes(d),
              ),
              preparation_time: i.preparation_time ?? 0,
              label: i.label ?? undefined,
              ingredients: (ingredientsOf.get(i.id) ?? []).map((r) =>
                r.aisle ? { text: r.display_name, aisle: r.aisle } : r.display_name,
              ),
              preparation_guide: i.preparation_guide,
            }
          : undefined,
        captions: captionsOf.has(i.id)
          ? (captionsOf.get(i.id) ?? []).map((c) => ({
              language: c.language,
              label: c.label,
              file: media.ref(c.storage_key),
            }))
          : undefined,
        chapters: i.chapters.length > 0 ? i.chapters : undefined,
      };
    }),
    lists: listRows.map((l) => ({
      key: l.key,
      store: l.store_id,
      kind: l.kind,
      title: l.title,
      description: l.description,
      bio: l.bio,
      image: media.ref(l.image),
      background_image: media.ref(l.background_image),
      title_image: media.ref(l.title_image),
      items: keysOf(listItemRows.filter((r) => r.list_id === l.id)),
    })),
    phrases: phraseRows.map((p) => ({ key: p.key, text: p.text })),
    programs: programRows.map((p) => {
      const days = dayRows.filter((d) => d.program_id === p.id);
      return {
        key: p.key,
        title: p.title,
        description: p.description,
        banner_image: media.ref(p.banner_image),
        price: formatCents(p.price_cents as Cents),
        apple_product_id: p.apple_product_id ?? undefined,
        purchase_paragraphs: p.purchase_paragraphs,
        display_prompt: p.display_prompt,
        completion_prompt_url: p.completion_prompt_url ?? undefined,
        tips_url: p.tips_url ?? undefined,
        recipes: keysOf(recipeRows.filter((r) => r.program_id === p.id)),
        week_required_days: p.week_required_days,
        weeks: Array.from({ length: p.weeks }, (_, w) => ({
          days: keysOf(days.filter((d) => d.week === w + 1)),
        })),
      };
    }),
  };
  // Written as the importer reads it: what it would refuse is said here, not in another studio.
  const checked = CatalogSchema.safeParse(JSON.parse(JSON.stringify(draft)));
  if (!checked.success) {
    const faults = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new CatalogExportError(faults);
  }
  return { catalog: checked.data, media };
};

/** Writes today's catalogue to `folder`: `catalog.json` and every media file it names. */
export const exportCatalog = async ({
  db,
  storage,
  folder,
}: {
  db: Db;
  storage: Storage;
  folder: string;
}) => {
  const { catalog, media } = await readCatalog(db);
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
