import {
  dietMealTypeGaps,
  type ProgramRecipeSet,
  programEditorMessages,
  recipeMessages,
} from '@studio/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { items, programRecipes, programs } from '../../db/schema';
import { AppError, notFound, type Refusal } from '../../errors';

/**
 * The recipes a program's members plan their week from (issue 17, decision 0024). None: every
 * recipe of the member's diet (decision 0008). Otherwise every diet the set offers must have a
 * recipe of every meal type, the rule the catalogue file's programs follow too.
 */

const MEAL_ORDER = sql`array_position(array['breakfast', 'lunch', 'snack', 'dinner']::text[], ${items.recipe_type})`;

const programExists = async (db: Db, id: number, lock: boolean) => {
  const query = db.select({ id: programs.id }).from(programs).where(eq(programs.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(programEditorMessages.programUnknown);
};

const chosenIds = async (db: Db, programId: number) =>
  (
    await db
      .select({ id: programRecipes.item_id })
      .from(programRecipes)
      .where(eq(programRecipes.program_id, programId))
      .orderBy(asc(programRecipes.position))
  ).map((row) => row.id);

/** The program's recipes in order, and every recipe to choose from (meal type, then title). */
export const loadProgramRecipeSet = async (db: Db, programId: number): Promise<ProgramRecipeSet> => {
  await programExists(db, programId, false);
  const [recipeIds, choices] = await Promise.all([
    chosenIds(db, programId),
    db
      .select({
        id: items.id,
        title: items.title,
        meal_type: sql<string>`coalesce(${items.recipe_type}, '')`,
        diets: items.diets,
        hidden: sql<boolean>`${items.removed_at} is not null`,
      })
      .from(items)
      .where(eq(items.kind, 'recipe'))
      .orderBy(MEAL_ORDER, asc(items.title), asc(items.id)),
  ]);
  return { program_id: programId, recipe_ids: recipeIds, choices };
};

const refuse = (message: Refusal, all: Refusal[] = [message]) =>
  new AppError('validation', message, { recipe_ids: all });

/**
 * Replaces the program's recipes. Each must be a recipe members can see (one already in the set
 * may stay while hidden); the ones members see must cover every meal type of each diet they offer.
 * Answers the ids before and after.
 */
export const saveProgramRecipeSet = async (
  tx: Tx,
  programId: number,
  ids: readonly number[],
): Promise<{ before: number[]; after: number[] }> => {
  await programExists(tx, programId, true);
  const before = await chosenIds(tx, programId);
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await tx
          .select({
            id: items.id,
            meal_type: items.recipe_type,
            diets: items.diets,
            hidden: sql<boolean>`${items.removed_at} is not null`,
          })
          .from(items)
          .where(and(eq(items.kind, 'recipe'), inArray(items.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (unique.some((id) => !byId.has(id) || (byId.get(id)?.hidden && !before.includes(id))))
    throw refuse(recipeMessages.programRecipeUnknown);
  const gaps = dietMealTypeGaps(rows.filter((row) => !row.hidden));
  const [first] = gaps;
  if (first)
    throw refuse(
      recipeMessages.dietLacksMealType(first.diet, first.meal_type),
      gaps.map((gap) => recipeMessages.dietLacksMealType(gap.diet, gap.meal_type)),
    );
  await tx.delete(programRecipes).where(eq(programRecipes.program_id, programId));
  if (unique.length > 0)
    await tx
      .insert(programRecipes)
      .values(unique.map((item_id, position) => ({ program_id: programId, item_id, position })));
  return { before, after: unique };
};
