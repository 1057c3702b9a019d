import {
  type ItemKind,
  MAX_SAVED_LIST_ITEMS,
  MAX_SAVED_LISTS,
  profileMessages,
  type SavedListKind,
  type SavedListSummary,
  savedListKindOf,
} from '@studio/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, savedListItems, savedLists } from '../../db/schema';
import { AppError, notFound, validationError } from '../../errors';
import { type ItemRow, itemFields } from '../library';

type ListRow = typeof savedLists.$inferSelect;

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

/** Every list of the member with its items' refs and the newest item's image: two statements. */
export const listSummaries = async (
  db: Db,
  userId: number,
  media: (value: string | null) => string | null,
): Promise<SavedListSummary[]> => {
  const lists = await db
    .select()
    .from(savedLists)
    .where(eq(savedLists.user_id, userId))
    .orderBy(desc(savedLists.created_at), desc(savedLists.id))
    .limit(MAX_SAVED_LISTS);
  if (lists.length === 0) return [];
  const refs = await db
    .select({
      list_id: savedListItems.list_id,
      id: items.id,
      kind: items.kind,
      image: sql<string | null>`coalesce(${items.thumb}, ${items.image})`,
    })
    .from(savedListItems)
    .innerJoin(items, eq(items.id, savedListItems.item_id))
    .where(
      inArray(
        savedListItems.list_id,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(desc(savedListItems.created_at), desc(savedListItems.item_id));
  return lists.map((list) => {
    const mine = refs.filter((ref) => ref.list_id === list.id);
    return {
      id: list.id,
      name: list.name,
      kind: list.kind,
      image: media(mine[0]?.image ?? null),
      items: mine.map((ref) => ({ id: ref.id, kind_id: ref.id, kind: ref.kind as ItemKind })),
    };
  });
};

/** One of the member's lists; another member's (or none) is a 404. */
export const findList = async (db: Db, userId: number, listId: number): Promise<ListRow> => {
  const [list] = await db
    .select()
    .from(savedLists)
    .where(and(eq(savedLists.id, listId), eq(savedLists.user_id, userId)));
  if (!list) throw notFound(profileMessages.listNotFound);
  return list;
};

/** A list's items as cards, newest saved first (one statement). */
export const listItems = async (db: Db, userId: number, listId: number): Promise<ItemRow[]> =>
  (await db
    .select(itemFields(userId))
    .from(savedListItems)
    .innerJoin(items, eq(items.id, savedListItems.item_id))
    .where(eq(savedListItems.list_id, listId))
    .orderBy(desc(savedListItems.created_at), asc(items.id))
    .limit(MAX_SAVED_LIST_ITEMS)) as ItemRow[];

const nameTaken = () =>
  validationError({ name: [profileMessages.listNameTaken] }, profileMessages.listNameTaken);

export const createList = async (
  db: Db,
  userId: number,
  input: { kind: SavedListKind; name: string },
): Promise<ListRow> => {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedLists)
    .where(eq(savedLists.user_id, userId));
  if (count >= MAX_SAVED_LISTS) throw new AppError('conflict', profileMessages.tooManyLists);
  try {
    const [list] = await db
      .insert(savedLists)
      .values({ user_id: userId, kind: input.kind, name: input.name })
      .returning();
    return list as ListRow;
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
    throw validationError({ list_id: [profileMessages.listKindMismatch] }, profileMessages.listKindMismatch);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedListItems)
    .where(eq(savedListItems.list_id, list.id));
  if (count >= MAX_SAVED_LIST_ITEMS) throw new AppError('conflict', profileMessages.listFull);
  await db.insert(savedListItems).values({ list_id: list.id, item_id: item.id }).onConflictDoNothing();
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
