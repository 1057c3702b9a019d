import { type ListStoreId, PAGE_SIZE, type StoreId } from '@studio/shared';
import { and, asc, eq, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childrenOf, preparedOnce } from '../../db/prepared';
import { filterGroups, filterOptions, itemFilterOptions, items, listItems, lists } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { type ItemRow, itemFields } from './item-query';

/** The list a page shows, by the id its page uses: the list's id, or for a trainer's page the trainer's id. */
const listMatches = and(
  // A list or trainer's page staff hid is no page at all (404), as one that does not exist.
  isNull(lists.hidden_at),
  eq(lists.store_id, sql.placeholder('storeId')),
  eq(lists.kind, sql.placeholder('listStoreId')),
  or(
    and(eq(lists.kind, 'trainers'), eq(lists.trainer_id, sql.placeholder('id'))),
    and(ne(lists.kind, 'trainers'), eq(lists.id, sql.placeholder('id'))),
  ),
);

/** The chosen filter options shown in this store (bigint ids in an array placeholder). */
const chosenOptions = (db: Db) =>
  db.$with('chosen').as(
    db
      .select({ id: filterOptions.id, group_id: filterOptions.group_id })
      .from(filterOptions)
      .innerJoin(filterGroups, eq(filterGroups.id, filterOptions.group_id))
      .where(
        and(
          sql`${filterOptions.id} = any(${sql.placeholder('optionIds')}::bigint[])`,
          eq(filterGroups.store_id, sql.placeholder('storeId')),
          isNull(filterGroups.hidden_at),
        ),
      ),
  );

/**
 * The page's positions first (PAGE_SIZE of them, `where` chooses them among the list's), then the
 * item fields for those rows only: skipped rows would otherwise compute trainers and `completed`.
 */
const pageOf = (db: Db, where: SQL | undefined, offset: 'position' | 'skip') => {
  const chosenPositions = db
    .select({ item_id: listItems.item_id, position: listItems.position })
    .from(listItems)
    .where(where)
    .orderBy(asc(listItems.position))
    .limit(PAGE_SIZE);
  const positions = (
    offset === 'skip' ? chosenPositions.offset(sql.placeholder('offset')) : chosenPositions
  ).as('positions');
  return db
    .select({
      ...itemFields(sql.placeholder('userId')),
      position: sql<number>`${positions.position}`.as('page_position'),
    })
    .from(positions)
    .innerJoin(items, eq(items.id, positions.item_id))
    .as('page');
};

/**
 * One page of a list (PAGE_SIZE from `offset`) with the list, in one prepared statement. Positions
 * are dense, so an unfiltered page starts at `position >= offset` through the primary key: the
 * last page of a long list costs what the first does.
 */
const listPageQuery = preparedOnce((db) => {
  const page = pageOf(
    db,
    and(eq(listItems.list_id, lists.id), gte(listItems.position, sql.placeholder('offset'))),
    'position',
  );
  return db
    .select({ list: lists, item: page._.selectedFields, found: sql<number>`0`.as('found_options') })
    .from(lists)
    .leftJoinLateral(page, sql`true`)
    .where(listMatches)
    .orderBy(asc(page.position))
    .prepare('member_list_page');
});

/**
 * A filtered page: options of one group widen the choice (or), groups narrow it (and); counted
 * from `offset` among the matches. `found` is how many chosen options exist in the store.
 */
const filteredPageQuery = preparedOnce((db) => {
  const chosen = chosenOptions(db);
  const page = pageOf(
    db,
    and(
      eq(listItems.list_id, lists.id),
      // Every chosen group has an option this item carries.
      sql`not exists (
        select 1 from ${chosen} g where not exists (
          select 1 from ${itemFilterOptions} inner join ${chosen} o on o.id = ${itemFilterOptions.option_id}
          where o.group_id = g.group_id and ${itemFilterOptions.item_id} = ${listItems.item_id}))`,
    ),
    'skip',
  );
  return db
    .with(chosen)
    .select({
      list: lists,
      item: page._.selectedFields,
      found: sql<number>`(select count(*) from ${chosen})::int`.as('found_options'),
    })
    .from(lists)
    .leftJoinLateral(page, sql`true`)
    .where(listMatches)
    .orderBy(asc(page.position))
    .prepare('member_list_page_filtered');
});

export type ListRow = typeof lists.$inferSelect;

/**
 * A list with one page of its items. An unknown list is a 404; an option of another store, or
 * none at all, a 400 naming `filters`.
 */
export const loadListPage = async ({
  db,
  userId,
  storeId,
  listStoreId,
  id,
  offset,
  optionIds,
}: {
  db: Db;
  userId: number;
  storeId: StoreId;
  listStoreId: ListStoreId;
  id: number;
  offset: number;
  optionIds: number[];
}): Promise<{ list: ListRow; items: ItemRow[] }> => {
  const filtered = optionIds.length > 0;
  const values = { userId, storeId, listStoreId, id, offset, optionIds };
  const rows = await (filtered ? filteredPageQuery(db) : listPageQuery(db)).execute(values);
  const first = rows[0];
  if (!first) throw notFound();
  if (filtered && first.found !== new Set(optionIds).size) {
    throw validationError({ filters: ['shared.library.filtersInvalid'] });
  }
  return { list: first.list, items: childrenOf(rows, (row) => row.item, 'position') };
};
