import {
  ITEM_KINDS,
  type ItemKind,
  MAX_SAVED_LIST_ITEMS,
  MAX_SAVED_LISTS,
  SAVED_LIST_KINDS,
  type SavedListKind,
  type SavedListSummary,
  savedListKindOf,
} from '@studio/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, isUniqueViolation } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import { childrenOf, preparedOnce } from '../../db/prepared';
import { items, savedListItems, savedLists, users } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { AppError, notFound, validationError } from '../../errors';
import { type ItemRow, itemFields } from '../library';

type ListRow = typeof savedLists.$inferSelect;

/**
 * Every list of the member row `users.id` (newest first, at most MAX_SAVED_LISTS) with its items'
 * refs (newest saved first) and the newest item's image, as one JSON column: GET saved lists and
 * the user object read the same thing.
 */
const newestSaved = sql`${col(savedListItems.created_at)} desc, ${col(savedListItems.item_id)} desc`;
const listRefs = sql`${savedListItems} inner join ${items} on ${col(items.id)} = ${col(savedListItems.item_id)}
  where ${col(savedListItems.list_id)} = l.id`;
export const savedListsColumn = sql`coalesce((
  select json_agg(json_build_object(
    'id', l.id, 'name', l.name, 'kind', l.kind,
    'image', (select coalesce(${col(items.thumb)}, ${col(items.image)}) from ${listRefs}
      order by ${newestSaved} limit 1),
    'items', coalesce((select json_agg(json_build_object('id', ${col(items.id)}, 'kind', ${col(items.kind)})
      order by ${newestSaved}) from ${listRefs}), '[]'::json))
    order by l.created_at desc, l.id desc)
  from (select * from ${savedLists} where ${col(savedLists.user_id)} = ${col(users.id)}
    order by ${col(savedLists.created_at)} desc, ${col(savedLists.id)} desc limit ${MAX_SAVED_LISTS}) l), '[]'::json)`;

const SummariesJson = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    kind: z.enum(SAVED_LIST_KINDS),
    image: z.string().nullable(),
    items: z.array(z.object({ id: z.number(), kind: z.enum(ITEM_KINDS) })),
  }),
);

/** The saved lists' column as the member sees them (the image through the storage's URLs). */
export const presentSummaries = (
  column: unknown,
  media: (value: string | null) => string | null,
): SavedListSummary[] =>
  SummariesJson.parse(column).map((list) => ({
    ...list,
    image: media(list.image),
    items: list.items.map((item) => ({ id: item.id, kind_id: item.id, kind: item.kind })),
  }));

const summariesQuery = preparedOnce((db) =>
  db
    .select({ lists: savedListsColumn })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('member_saved_lists'),
);

/** Every list of the member with its items' refs and the newest item's image: one statement. */
export const listSummaries = async (
  db: Db,
  userId: number,
  media: (value: string | null) => string | null,
): Promise<SavedListSummary[]> => {
  const [row] = await summariesQuery(db).execute({ userId });
  return presentSummaries(row?.lists ?? [], media);
};

/** One of the member's lists; another member's (or none) is a 404. */
export const findList = async (db: Db, userId: number, listId: number): Promise<ListRow> => {
  const [list] = await db
    .select()
    .from(savedLists)
    .where(and(eq(savedLists.id, listId), eq(savedLists.user_id, userId)));
  if (!list) throw notFound('shared.profile.listNotFound');
  return list;
};

const listQuery = preparedOnce((db) => {
  const cards = db
    .select({
      ...itemFields(sql.placeholder('userId')),
      saved_at: sql<string>`${savedListItems.created_at}`.as('card_saved_at'),
    })
    .from(savedListItems)
    .innerJoin(items, eq(items.id, savedListItems.item_id))
    .where(eq(savedListItems.list_id, savedLists.id))
    .orderBy(desc(savedListItems.created_at), asc(items.id))
    .limit(MAX_SAVED_LIST_ITEMS)
    .as('cards');
  return db
    .select({ list: savedLists, card: cards._.selectedFields })
    .from(savedLists)
    .leftJoinLateral(cards, sql`true`)
    .where(
      and(eq(savedLists.id, sql.placeholder('listId')), eq(savedLists.user_id, sql.placeholder('userId'))),
    )
    .orderBy(desc(cards.saved_at), asc(cards.id))
    .prepare('member_saved_list');
});

/** One of the member's lists with its items as cards, newest saved first (one statement); 404 if not theirs. */
export const loadList = async (
  db: Db,
  userId: number,
  listId: number,
): Promise<{ list: ListRow; items: ItemRow[] }> => {
  const rows = await listQuery(db).execute({ userId, listId });
  const first = rows[0];
  if (!first) throw notFound('shared.profile.listNotFound');
  return { list: first.list, items: childrenOf(rows, (row) => row.card, 'saved_at') };
};

const nameTaken = () =>
  validationError({ name: ['shared.profile.listNameTaken'] }, 'shared.profile.listNameTaken');

/**
 * A new list, within MAX_SAVED_LISTS: counted in the transaction that adds it, under a lock on the
 * member's row, so parallel creates cannot pass the cap together (issue 14: 101–113 lists).
 */
export const createList = async (
  db: Db,
  userId: number,
  input: { kind: SavedListKind; name: string },
): Promise<ListRow> => {
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(savedLists)
        .where(eq(savedLists.user_id, userId));
      if (count >= MAX_SAVED_LISTS) throw new AppError('too_many_lists', 'shared.profile.tooManyLists');
      const [list] = await tx
        .insert(savedLists)
        .values({ user_id: userId, kind: input.kind, name: input.name })
        .returning();
      return list as ListRow;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
};

export const renameList = async (db: Db, userId: number, listId: number, name: string): Promise<ListRow> => {
  await findList(db, userId, listId);
  try {
    const [list] = await db.update(savedLists).set({ name }).where(eq(savedLists.id, listId)).returning();
    return list as ListRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
};

export const deleteList = async (db: Db, userId: number, listId: number): Promise<void> => {
  await findList(db, userId, listId);
  await db.delete(savedLists).where(eq(savedLists.id, listId));
};

/** Save to list: the item must exist with that kind, and suit the list's kind (400 naming `list_id`). */
export const saveItem = async (
  db: Db,
  userId: number,
  input: { id: number; kind: ItemKind; list_id: number },
): Promise<ListRow> => {
  const list = await findList(db, userId, input.list_id);
  const [item] = await db
    .select({ id: items.id, kind: items.kind })
    .from(items)
    .where(and(eq(items.id, input.id), eq(items.kind, input.kind)));
  if (!item) throw notFound();
  if (savedListKindOf(item.kind) !== list.kind)
    throw validationError(
      { list_id: ['shared.profile.listKindMismatch'] },
      'shared.profile.listKindMismatch',
    );
  // Counted under a lock on the list's row, so parallel saves cannot pass MAX_SAVED_LIST_ITEMS together.
  await db.transaction(async (tx) => {
    await tx.select({ id: savedLists.id }).from(savedLists).where(eq(savedLists.id, list.id)).for('update');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedListItems)
      .where(eq(savedListItems.list_id, list.id));
    if (count >= MAX_SAVED_LIST_ITEMS) throw new AppError('list_full', 'shared.profile.listFull');
    await tx.insert(savedListItems).values({ list_id: list.id, item_id: item.id }).onConflictDoNothing();
  });
  return list;
};

/** Delete from list: the ids given (at least one), from this member's list only. */
export const deleteItems = async (
  db: Db,
  userId: number,
  listId: number,
  itemIds: readonly number[],
): Promise<ListRow> => {
  const list = await findList(db, userId, listId);
  await db
    .delete(savedListItems)
    .where(and(eq(savedListItems.list_id, list.id), inArray(savedListItems.item_id, [...itemIds])));
  return list;
};
