import { type ListStoreId, libraryMessages, PAGE_SIZE, type StoreId } from '@studio/shared';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filterGroups, filterOptions, items, listItems, lists } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { type ItemRow, itemFields } from './item-query';

/** A list by the id its page shows: the list's id, or for a trainer's page the trainer's id. */
export const findList = async (db: Db, storeId: StoreId, listStoreId: ListStoreId, id: number) => {
  const [row] = await db
    .select()
    .from(lists)
    .where(
      and(
        eq(lists.store_id, storeId),
        eq(lists.kind, listStoreId),
        listStoreId === 'trainers' ? eq(lists.trainer_id, id) : eq(lists.id, id),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
};

/**
 * Selected options grouped by their filter group: options of one group widen the choice (or),
 * groups narrow it (and). An option of another store, or none at all, is a 400 naming `filters`.
 */
const filterCondition = async (db: Db, storeId: StoreId, optionIds: number[]): Promise<SQL | undefined> => {
  if (optionIds.length === 0) return undefined;
  const rows = await db
    .select({ id: filterOptions.id, group: filterOptions.group_id })
    .from(filterOptions)
    .innerJoin(filterGroups, eq(filterGroups.id, filterOptions.group_id))
    .where(and(inArray(filterOptions.id, optionIds), eq(filterGroups.store_id, storeId)));
  if (rows.length !== new Set(optionIds).size)
    throw validationError({ filters: [libraryMessages.filtersInvalid] });
  const byGroup = new Map<number, { id: number }[]>();
  for (const row of rows) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row]);
  return and(
    ...[...byGroup.values()].map(
      (options) =>
        sql`${sql.raw('"list_items"."item_id"')} in (select f.item_id from item_filter_options f where f.option_id in (${sql.join(
          options.map((o) => sql`${o.id}`),
          sql`, `,
        )}))`,
    ),
  );
};

/**
 * One page of a list (PAGE_SIZE from `offset`). Positions are dense, so an unfiltered page starts
 * at `position >= offset` through the primary key: the last page of a long list costs what the first does.
 */
export const loadListPage = async ({
  db,
  userId,
  listId,
  storeId,
  offset,
  optionIds,
}: {
  db: Db;
  userId: number;
  listId: number;
  storeId: StoreId;
  offset: number;
  optionIds: number[];
}): Promise<ItemRow[]> => {
  const filter = await filterCondition(db, storeId, optionIds);
  // The page's positions first, then the item fields for those 10 rows only: skipped rows of an
  // OFFSET would otherwise compute trainers and `completed` too.
  const positions = db
    .select({ item_id: listItems.item_id, position: listItems.position })
    .from(listItems)
    .where(and(eq(listItems.list_id, listId), filter ?? gte(listItems.position, offset)))
    .orderBy(asc(listItems.position))
    .limit(PAGE_SIZE);
  const pageRows = (filter ? positions.offset(offset) : positions).as('page');
  return (await db
    .select(itemFields(userId))
    .from(pageRows)
    .innerJoin(items, eq(items.id, pageRows.item_id))
    .orderBy(asc(pageRows.position))) as ItemRow[];
};
