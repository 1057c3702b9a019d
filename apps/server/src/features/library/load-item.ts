import type { ItemKind } from '@studio/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { itemCaptions, itemProducts, items, products, recipeIngredients } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { notFound } from '../../errors';
import { ITEM_ID, type ItemRow, itemFields } from './item-query';

/** An item of the catalogue by kind and id (a removed one is gone for members). */
export const findItem = async (db: Db, userId: number, kind: ItemKind, id: number): Promise<ItemRow> => {
  const [row] = (await db
    .select(itemFields(userId))
    .from(items)
    .where(and(eq(items.id, id), eq(items.kind, kind), isNull(items.removed_at)))
    .limit(1)) as ItemRow[];
  if (!row) throw notFound();
  return row;
};

type ProductRow = typeof products.$inferSelect;

const detailsQuery = preparedOnce((db) =>
  db
    .select({
      ...itemFields(sql.placeholder('userId')),
      preparation_guide: items.preparation_guide,
      products: sql<ProductRow[]>`coalesce((
        select json_agg(json_build_object('id', ${col(products.id)}, 'key', ${col(products.key)},
          'name', ${col(products.name)}, 'description', ${col(products.description)},
          'product_url', ${col(products.product_url)}, 'image', ${col(products.image)})
          order by ${col(itemProducts.position)})
        from ${itemProducts} inner join ${products} on ${col(products.id)} = ${col(itemProducts.product_id)}
        where ${col(itemProducts.item_id)} = ${ITEM_ID}), '[]'::json)`.as('products'),
      ingredients: sql<{ id: number; display_name: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${col(recipeIngredients.id)},
          'display_name', ${col(recipeIngredients.display_name)}) order by ${col(recipeIngredients.position)})
        from ${recipeIngredients} where ${col(recipeIngredients.item_id)} = ${ITEM_ID}), '[]'::json)`.as(
        'ingredients',
      ),
      chapters: items.chapters,
      // A video's caption tracks (issue 19): storage keys, signed by the presenter for who may watch.
      captions: sql<{ language: string; label: string; storage_key: string }[]>`coalesce((
        select json_agg(json_build_object('language', ${col(itemCaptions.language)},
          'label', ${col(itemCaptions.label)}, 'storage_key', ${col(itemCaptions.storage_key)})
          order by ${col(itemCaptions.language)})
        from ${itemCaptions} where ${col(itemCaptions.item_id)} = ${ITEM_ID}), '[]'::json)`.as('captions'),
    })
    .from(items)
    .where(
      and(
        eq(items.id, sql.placeholder('id')),
        eq(items.kind, sql.placeholder('kind')),
        isNull(items.removed_at),
      ),
    )
    .limit(1)
    .prepare('member_item_details'),
);

/**
 * Item details: the item, its equipment products, ingredients and preparation guide (spec M2), its
 * caption tracks and chapters (issue 19), in one prepared statement; a removed or unknown item is a 404.
 */
export const loadItemDetails = async ({
  db,
  userId,
  kind,
  id,
}: {
  db: Db;
  userId: number;
  kind: ItemKind;
  id: number;
}) => {
  const [found] = await detailsQuery(db).execute({ userId, id, kind });
  if (!found) throw notFound();
  const { preparation_guide, products: productRows, ingredients, captions, chapters, ...row } = found;
  return { row, products: productRows, ingredients, preparationGuide: preparation_guide, captions, chapters };
};
