import { DIET_IDS, type MealType } from '@studio/shared';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  itemCaptions,
  itemFilterOptions,
  itemProducts,
  items,
  itemTrainers,
  recipeIngredients,
} from '../../../db/schema';
import { idsOrNone, type Keys, keysById, type Ref } from './read-entities';

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * Workouts, recipes and the rest of the items members see (removed ones stay behind), in the order
 * they were published, each with its trainers, products, filters, recipe and captions named by key.
 */
export const readItems = async (
  db: Db,
  ref: Ref,
  names: { trainers: Keys; products: Keys; options: Map<number, string> },
) => {
  const rows = await db
    .select()
    .from(items)
    .where(isNull(items.removed_at))
    .orderBy(asc(items.published_at), asc(items.id));
  const ids = idsOrNone(rows.map((i) => i.id));
  const [trainerRows, productRows, filterRows, ingredientRows, captionRows] = await Promise.all([
    db
      .select()
      .from(itemTrainers)
      .where(inArray(itemTrainers.item_id, ids))
      .orderBy(asc(itemTrainers.position)),
    db
      .select()
      .from(itemProducts)
      .where(inArray(itemProducts.item_id, ids))
      .orderBy(asc(itemProducts.position)),
    db.select().from(itemFilterOptions).where(inArray(itemFilterOptions.item_id, ids)),
    db
      .select()
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.item_id, ids))
      .orderBy(asc(recipeIngredients.position)),
    db
      .select()
      .from(itemCaptions)
      .where(inArray(itemCaptions.item_id, ids))
      .orderBy(asc(itemCaptions.language)),
  ]);
  const trainersOf = groupBy(trainerRows, (r) => r.item_id);
  const productsOf = groupBy(productRows, (r) => r.item_id);
  const filtersOf = groupBy(filterRows, (r) => r.item_id);
  const ingredientsOf = groupBy(ingredientRows, (r) => r.item_id);
  const captionsOf = groupBy(captionRows, (r) => r.item_id);

  return {
    keys: keysById(rows),
    items: rows.map((i) => {
      const isRecipe = i.kind === 'recipe' || i.kind === 'program_recipes';
      const video = i.video_hls || i.video_mp4 ? { hls: ref(i.video_hls), mp4: ref(i.video_mp4) } : undefined;
      return {
        key: i.key,
        kind: i.kind,
        store: i.store_id,
        title: i.title,
        description: i.description,
        duration_seconds: i.duration_seconds,
        video,
        live_url: ref(i.live_url),
        event_date: i.event_date?.toISOString(),
        image: ref(i.image),
        // The importer makes a missing thumb and banner from the picture; an export says so too.
        thumb: i.thumb !== i.image ? ref(i.thumb) : undefined,
        banner_image: i.banner_image !== i.image ? ref(i.banner_image) : undefined,
        is_new: i.is_new,
        published_at: i.published_at.toISOString(),
        trainers: (trainersOf.get(i.id) ?? []).map((r) => names.trainers.get(r.trainer_id) as string),
        products: (productsOf.get(i.id) ?? []).map((r) => names.products.get(r.product_id) as string),
        filters: (filtersOf.get(i.id) ?? []).flatMap((r) => names.options.get(r.option_id) ?? []).sort(),
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
              file: ref(c.storage_key),
            }))
          : undefined,
        chapters: i.chapters.length > 0 ? i.chapters : undefined,
      };
    }),
  };
};
