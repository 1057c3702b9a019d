import { type RecipeValues, recipeMessages, type StudioRecipe } from '@studio/shared';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db, Tx } from '../../db/client';
import { items, recipeIngredients } from '../../db/schema';
import { notFound } from '../../errors';
import { keyFrom, removeFromLists } from '../library';

/**
 * Recipes as the console edits them (issue 17, decision 0024): a recipe made in the console starts
 * hidden (`removed_at` set, as a console workout, decision 0022) and is shown by a coach; the
 * catalogue file's import leaves it alone (`origin = 'studio'`) unless the file names its key.
 */

type ItemRow = typeof items.$inferSelect;

const isRecipe = and(eq(items.kind, 'recipe'), eq(items.store_id, 'nutrition'));

/** Where the console keeps recipe pictures: public, under `catalog/` as the file's images. */
export const recipePicturePrefix = (id: number) => `catalog/images/recipes/${id}-`;

type Line = { display_name: string; aisle: string | null };

const presentRecipe = (row: ItemRow, lines: Line[], storage: Storage): StudioRecipe => ({
  id: row.id,
  key: row.key,
  title: row.title,
  description: row.description,
  meal_type: row.recipe_type ?? '',
  diets: row.diets,
  preparation_time: row.preparation_time ?? 0,
  label: row.label ?? '',
  ingredients: lines.map((line) => line.display_name),
  ingredient_aisles: lines.map((line) => line.aisle ?? ''),
  preparation_guide: row.preparation_guide,
  image: row.image ? (/^https:/.test(row.image) ? row.image : storage.url(row.image)) : null,
  hidden: row.removed_at !== null,
  origin: row.origin,
});

/** Every recipe (shown and hidden), newest first, those whose title holds `q` only; two statements. */
export const listRecipes = async (
  db: Db,
  storage: Storage,
  { q, only }: { q?: string; only?: number } = {},
): Promise<StudioRecipe[]> => {
  const search = q?.trim();
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        isRecipe,
        only === undefined ? undefined : eq(items.id, only),
        search ? ilike(items.title, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(desc(items.published_at), desc(items.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      item_id: recipeIngredients.item_id,
      display_name: recipeIngredients.display_name,
      aisle: recipeIngredients.aisle,
    })
    .from(recipeIngredients)
    .where(
      inArray(
        recipeIngredients.item_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(recipeIngredients.item_id), asc(recipeIngredients.position));
  return rows.map((row) =>
    presentRecipe(
      row,
      lines.filter((line) => line.item_id === row.id),
      storage,
    ),
  );
};

export const findRecipe = async (db: Db, storage: Storage, id: number): Promise<StudioRecipe> => {
  const [found] = await listRecipes(db, storage, { only: id });
  if (!found) throw notFound(recipeMessages.recipeUnknown);
  return found;
};

/** The recipe's row, locked for the change (a 404 for anything but a recipe). */
const lockRecipe = async (tx: Tx, id: number): Promise<ItemRow> => {
  const [row] = await tx
    .select()
    .from(items)
    .where(and(isRecipe, eq(items.id, id)))
    .for('update');
  if (!row) throw notFound(recipeMessages.recipeUnknown);
  return row;
};

const recipeColumns = (values: RecipeValues) => ({
  title: values.title,
  description: values.description,
  recipe_type: values.meal_type,
  diets: [...values.diets].sort((a, b) => a - b),
  preparation_time: values.preparation_time,
  label: values.label || null,
  preparation_guide: values.preparation_guide,
});

/** Ingredients by position, as the importer keeps them: a line's id stays while its place does. */
const setIngredients = async (tx: Tx, id: number, ingredients: string[], aisles: string[]) => {
  await tx
    .insert(recipeIngredients)
    .values(
      ingredients.map((display_name, position) => ({
        item_id: id,
        position,
        display_name,
        aisle: aisles[position] || null,
      })),
    )
    .onConflictDoUpdate({
      target: [recipeIngredients.item_id, recipeIngredients.position],
      set: { display_name: sql`excluded.display_name`, aisle: sql`excluded.aisle` },
    });
  await tx
    .delete(recipeIngredients)
    .where(
      and(eq(recipeIngredients.item_id, id), sql`${recipeIngredients.position} >= ${ingredients.length}`),
    );
};

/** A new recipe: hidden from members until a coach shows it. */
export const createRecipe = async (tx: Tx, values: RecipeValues): Promise<number> => {
  const now = new Date();
  const [row] = await tx
    .insert(items)
    .values({
      key: keyFrom(values.title, 'recipe'),
      kind: 'recipe',
      store_id: 'nutrition',
      ...recipeColumns(values),
      published_at: now,
      removed_at: now,
      origin: 'studio',
    })
    .returning({ id: items.id });
  if (!row) throw new Error('insert returned no row');
  await setIngredients(tx, row.id, values.ingredients, values.ingredient_aisles);
  return row.id;
};

export const updateRecipe = async (tx: Tx, id: number, values: RecipeValues): Promise<void> => {
  await lockRecipe(tx, id);
  await tx.update(items).set(recipeColumns(values)).where(eq(items.id, id));
  await setIngredients(tx, id, values.ingredients, values.ingredient_aisles);
};

/**
 * Shows a recipe to members or hides it. A hidden recipe leaves every list it was in (answered),
 * as a hidden workout does; members' saved weeks and programs' recipes skip it while hidden.
 */
export const setRecipeHidden = async (tx: Tx, id: number, hidden: boolean): Promise<string[]> => {
  const row = await lockRecipe(tx, id);
  if (hidden === (row.removed_at !== null)) return [];
  await tx
    .update(items)
    .set({ removed_at: hidden ? new Date() : null })
    .where(eq(items.id, id));
  return hidden ? removeFromLists(tx, id) : [];
};

/**
 * The recipe's new picture (card, thumb and banner alike); answers the console picture it
 * replaced, to be removed once committed (a catalogue file's image is the file's, never removed).
 */
export const setRecipePicture = async (tx: Tx, id: number, key: string): Promise<string | null> => {
  const row = await lockRecipe(tx, id);
  await tx.update(items).set({ image: key, thumb: key, banner_image: key }).where(eq(items.id, id));
  return row.image?.startsWith(recipePicturePrefix(id)) ? row.image : null;
};
