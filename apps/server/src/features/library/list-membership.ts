import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, listItems, lists } from '../../db/schema';

/**
 * Which lists an item is in, kept true when staff change the catalogue (issue 17). List pages read
 * `list_items` by dense positions (decision 0013), so a hidden item must leave its lists rather
 * than be skipped there, and a trainer's page is rebuilt from the trainer's items.
 */

/**
 * Takes an item out of every list it is in (categories, curated lists, trainer pages); the other
 * items keep their order with positions 0, 1, 2… Answers the lists' keys it left.
 */
export const removeFromLists = async (tx: Db, itemId: number): Promise<string[]> => {
  const containing = await tx
    .selectDistinct({ id: lists.id, key: lists.key })
    .from(listItems)
    .innerJoin(lists, eq(lists.id, listItems.list_id))
    .where(eq(listItems.item_id, itemId));
  await rewriteLists(
    tx,
    containing.map((l) => l.id),
    (row) => row.item_id !== itemId,
  );
  return containing.map((l) => l.key).sort();
};

/**
 * Writes these lists again with the rows `keep` keeps, in their order, at positions 0, 1, 2…
 * Positions are the primary key: the lists are written again rather than renumbered in place.
 */
export const rewriteLists = async (
  tx: Db,
  ids: number[],
  keep: (row: typeof listItems.$inferSelect) => boolean,
): Promise<void> => {
  if (ids.length === 0) return;
  const rows = await tx
    .select()
    .from(listItems)
    .where(inArray(listItems.list_id, ids))
    .orderBy(asc(listItems.list_id), asc(listItems.position));
  await tx.delete(listItems).where(inArray(listItems.list_id, ids));
  const next = new Map<number, number>();
  const kept = rows.filter(keep).map((row) => {
    const position = next.get(row.list_id) ?? 0;
    next.set(row.list_id, position + 1);
    return { ...row, position };
  });
  if (kept.length > 0) await tx.insert(listItems).values(kept);
};

/** Takes hidden items out of every list holding one (a catalogue import hides what its file drops). */
export const dropHiddenItems = async (tx: Db): Promise<void> => {
  const hidden = await tx
    .selectDistinct({ listId: listItems.list_id, itemId: listItems.item_id })
    .from(listItems)
    .innerJoin(items, eq(items.id, listItems.item_id))
    .where(isNotNull(items.removed_at));
  const gone = new Set(hidden.map((h) => h.itemId));
  await rewriteLists(tx, [...new Set(hidden.map((h) => h.listId))], (row) => !gone.has(row.item_id));
};

/**
 * Writes the pages of these trainers again from what members may see: every item of the trainer
 * that is not hidden and not a recipe, newest first (then by key), as the catalogue import does.
 */
export const refreshTrainerLists = async (tx: Db, trainerIds: number[]): Promise<void> => {
  if (trainerIds.length === 0) return;
  const pages = await tx
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.kind, 'trainers'), inArray(lists.trainer_id, trainerIds)));
  if (pages.length === 0) return;
  const ids = pages.map((p) => p.id);
  await tx.delete(listItems).where(inArray(listItems.list_id, ids));
  await tx.execute(sql`
    insert into list_items (list_id, position, item_id)
    select l.id, (row_number() over (partition by l.id order by i.published_at desc, i.key collate "C") - 1)::int, i.id
    from lists l
    join item_trainers it on it.trainer_id = l.trainer_id
    join items i on i.id = it.item_id
    where l.id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`} and i.removed_at is null and i.kind <> 'recipe'`);
};
