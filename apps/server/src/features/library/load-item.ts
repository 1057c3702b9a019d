import type { ItemKind } from '@studio/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemProducts, items, products, recipeIngredients } from '../../db/schema';
import { notFound } from '../../errors';
import { type ItemRow, itemFields } from './item-query';

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

/** Item details: the item, its equipment products, ingredients and preparation guide (spec M2). */
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
  const row = await findItem(db, userId, kind, id);
  const productRows = await db
    .select({ product: products })
    .from(itemProducts)
    .innerJoin(products, eq(products.id, itemProducts.product_id))
    .where(eq(itemProducts.item_id, id))
    .orderBy(asc(itemProducts.position));
  const ingredients = await db
    .select({ id: recipeIngredients.id, display_name: recipeIngredients.display_name })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.item_id, id))
    .orderBy(asc(recipeIngredients.position));
  const [guide] = await db.select({ steps: items.preparation_guide }).from(items).where(eq(items.id, id));
  return {
    row,
    products: productRows.map((r) => r.product),
    ingredients,
    preparationGuide: guide?.steps ?? [],
  };
};
