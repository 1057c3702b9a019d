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
import { preparedOnce } from '../../db/prepared';
import { items, savedListItems, savedLists } from '../../db/schema';
import { AppError, notFound, validationError } from '../../errors';
import { type ItemRow, itemFields } from '../library';

type ListRow = typeof savedLists.$inferSelect;

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
};

const summariesQuery = preparedOnce((db) => {
  const lists = db
    .select()
    .from(savedLists)
    .where(eq(savedLists.user_id, sql.placeholder('userId')))
    .orderBy(desc(savedLists.created_at), desc(savedLists.id))
    .limit(MAX_SAVED_LISTS)
    .as('lists');
  const refs = db
    .select({
      id: items.id,
      kind: items.kind,
      image: sql<string | null>`coalesce(${items.thumb}, ${items.image})`.as('ref_image'),
      saved_at: sql<string>`${savedListItems.created_at}`.as('ref_saved_at'),
    })
    .from(savedListItems)
    .innerJoin(items, eq(items.id, savedListItems.item_id))
    .where(eq(savedListItems.list_id, lists.id))
    .as('refs');
  return db
    .select({ list: lists._.selectedFields, ref: refs._.selectedFields })
    .from(lists)
    .leftJoinLateral(refs, sql`true`)
    .orderBy(desc(lists.created_at), desc(lists.id), desc(refs.saved_at), desc(refs.id))
    .prepare('member_saved_lists');
});

/** Every list of the member with its items' refs and the newest item's image: one statement. */
export const listSummaries = async (
  db: Db,
  userId: number,
  media: (value: string | null) => string | null,
): Promise<SavedListSummary[]> => {
  const summaries = new Map<number, SavedListSummary>();
  const images = new Map<number, string | null>();
  for (const { list, ref } of await summariesQuery(db).execute({ userId })) {
    let summary = summaries.get(list.id);
    if (!summary) {
      summary = { id: list.id, name: list.name, kind: list.kind, image: null, items: [] };
      summaries.set(list.id, summary);
    }
    if (!ref) continue;
    if (!images.has(list.id)) images.set(list.id, ref.image);
    summary.items.push({ id: ref.id, kind_id: ref.id, kind: ref.kind });
  }
  return [...summaries.values()].map((summary) => ({
    ...summary,
    image: media(images.get(summary.id) ?? null),
  }));
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
  if (!first) throw notFound(profileMessages.listNotFound);
  return {
    list: first.list,
    items: rows.flatMap(({ card }) => {
      if (!card) return [];
      const { saved_at: _, ...item } = card;
      return [item];
    }),
  };
};

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
