import {
  catalogueMessages,
  EDITABLE_LIST_KINDS,
  type ListEntry,
  type ListFields,
  type ListImage,
  type ListValues,
  STORE_IDS,
  type StoreId,
  type StudioList,
  type StudioLists,
} from '@studio/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db, Tx } from '../../db/client';
import { items, listItems, lists } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { keyFrom, writeOrder } from './studio-trainers';

/**
 * Categories and curated lists as the console edits them (issue 17, decision 0025): made per
 * store, their items chosen among the store's shown items and written at positions 0..n-1 (list
 * pages read them by position, decision 0013), the lists ordered by `lists.position`, hidden.
 */

/** What a list of each store may hold: what the library's "latest" section shows there. */
const choosable = (store: StoreId) =>
  and(
    isNull(items.removed_at),
    eq(items.store_id, store),
    store === 'on_demand'
      ? inArray(items.kind, ['workout', 'exercise', 'suggestion_training'])
      : eq(items.kind, 'recipe'),
  );

const editable = inArray(lists.kind, [...EDITABLE_LIST_KINDS]);

type ListRow = typeof lists.$inferSelect;

const present = (row: ListRow, entries: ListEntry[], storage: Storage): StudioList => {
  const url = (key: string | null) => (key ? storage.url(key) : null);
  return {
    id: row.id,
    key: row.key,
    store: row.store_id,
    kind: row.kind as StudioList['kind'],
    title: row.title,
    description: row.description,
    bio: row.bio,
    image: url(row.image),
    background_image: url(row.background_image),
    title_image: url(row.title_image),
    hidden: row.hidden_at !== null,
    origin: row.origin,
    items: entries,
  };
};

const entriesOf = async (db: Db, listIds: number[]) => {
  if (listIds.length === 0) return new Map<number, ListEntry[]>();
  const rows = await db
    .select({ list: listItems.list_id, id: items.id, title: items.title, kind: items.kind })
    .from(listItems)
    .innerJoin(items, eq(items.id, listItems.item_id))
    .where(inArray(listItems.list_id, listIds))
    .orderBy(asc(listItems.list_id), asc(listItems.position));
  const out = new Map<number, ListEntry[]>();
  for (const { list, ...entry } of rows) out.set(list, [...(out.get(list) ?? []), entry]);
  return out;
};

/** Every category and curated list (hidden ones too) in members' order, and what each store's may hold. */
export const listLists = async (db: Db, storage: Storage): Promise<StudioLists> => {
  const rows = await db
    .select()
    .from(lists)
    .where(editable)
    .orderBy(asc(lists.store_id), asc(lists.kind), asc(lists.position), asc(lists.id));
  const entries = await entriesOf(
    db,
    rows.map((r) => r.id),
  );
  const choicesOf = (store: StoreId) =>
    db
      .select({ id: items.id, title: items.title, kind: items.kind })
      .from(items)
      .where(choosable(store))
      .orderBy(desc(items.published_at), desc(items.id));
  const [onDemand, nutrition] = await Promise.all(STORE_IDS.map(choicesOf));
  return {
    lists: rows.map((row) => present(row, entries.get(row.id) ?? [], storage)),
    choices: { on_demand: onDemand ?? [], nutrition: nutrition ?? [] },
  };
};

const lockList = async (db: Db, id: number): Promise<ListRow> => {
  const [row] = await db
    .select()
    .from(lists)
    .where(and(eq(lists.id, id), editable))
    .for('update');
  if (!row) throw notFound(catalogueMessages.listUnknown);
  return row;
};

export const findList = async (db: Db, storage: Storage, id: number): Promise<StudioList> => {
  const [row] = await db
    .select()
    .from(lists)
    .where(and(eq(lists.id, id), editable));
  if (!row) throw notFound(catalogueMessages.listUnknown);
  return present(row, (await entriesOf(db, [id])).get(id) ?? [], storage);
};

/** A new, empty list, last of its store and kind (a taken key: 409 from the unique index). */
export const createList = async (tx: Tx, values: ListValues): Promise<number> => {
  const key = values.key || keyFrom(values.title, 'list');
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${lists.position}) + 1, 0)`.mapWith(Number) })
    .from(lists)
    .where(and(eq(lists.store_id, values.store), eq(lists.kind, values.kind)));
  const [row] = await tx
    .insert(lists)
    .values({
      key,
      store_id: values.store,
      kind: values.kind,
      title: values.title,
      description: values.description,
      bio: values.bio,
      position: last?.position ?? 0,
      origin: 'studio',
    })
    .returning({ id: lists.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

export const updateList = async (tx: Tx, id: number, values: ListFields): Promise<void> => {
  await lockList(tx, id);
  await tx.update(lists).set(values).where(eq(lists.id, id));
};

export const setListHidden = async (tx: Tx, id: number, hidden: boolean): Promise<void> => {
  await lockList(tx, id);
  await tx
    .update(lists)
    .set({ hidden_at: hidden ? sql`coalesce(${lists.hidden_at}, now())` : null })
    .where(eq(lists.id, id));
};

/**
 * The list's items, in this order, at positions 0..n-1: each a shown item of the list's store,
 * once. Positions are the primary key, so the list is written again.
 */
export const setListItems = async (tx: Tx, id: number, itemIds: number[]): Promise<void> => {
  const list = await lockList(tx, id);
  const seen = new Set<number>();
  for (const itemId of itemIds) {
    if (seen.has(itemId)) throw validationError({ item_ids: [catalogueMessages.itemTwice(itemId)] });
    seen.add(itemId);
  }
  const shown =
    itemIds.length === 0
      ? []
      : await tx
          .select({ id: items.id })
          .from(items)
          .where(and(inArray(items.id, itemIds), choosable(list.store_id)));
  const ok = new Set(shown.map((s) => s.id));
  const stranger = itemIds.find((itemId) => !ok.has(itemId));
  if (stranger !== undefined) throw validationError({ item_ids: [catalogueMessages.itemNotShown(stranger)] });
  await tx.delete(listItems).where(eq(listItems.list_id, id));
  if (itemIds.length > 0)
    await tx
      .insert(listItems)
      .values(itemIds.map((item_id, position) => ({ list_id: id, position, item_id })));
};

export const setListImage = async (
  tx: Tx,
  id: number,
  slot: ListImage,
  key: string,
): Promise<string | null> => {
  const before = await lockList(tx, id);
  await tx
    .update(lists)
    .set({ [slot]: key })
    .where(eq(lists.id, id));
  return before[slot];
};

/** The order of a store's categories (or curated lists): `ids` names each of them once. */
export const orderLists = async (
  tx: Tx,
  where: { store: StoreId; kind: (typeof EDITABLE_LIST_KINDS)[number] },
  ids: number[],
): Promise<void> => {
  const rows = await tx
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.store_id, where.store), eq(lists.kind, where.kind)))
    .for('update');
  await writeOrder(tx, ids, new Map(rows.map((r) => [r.id, r.id])));
};
