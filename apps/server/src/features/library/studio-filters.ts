import {
  type FilterGroupFields,
  type FilterGroupValues,
  type FilterOptionValues,
  filterMessages,
  MAX_FILTER_OPTIONS,
  type StoreId,
  type StudioFilterGroup,
  WORKOUT_KINDS,
} from '@studio/shared';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { filterGroups, filterOptions, itemFilterOptions, items } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { checkOrder } from './studio-order';
import { keyFrom } from './studio-trainers';

/**
 * Filter groups as the console edits them (issue 17, decision 0026): a store's groups with their
 * options in order, hidden or shown, and the options each item carries. Members read the same
 * tables (`loadFilterGroups`, a list page's filters); the change feed of migration 0007 covers them.
 */

type GroupRow = typeof filterGroups.$inferSelect;

/** Every group (or one), by store and position, with its options and how many items carry each. */
export const listFilterGroups = async (db: Db, only?: number): Promise<StudioFilterGroup[]> => {
  const groups = await db
    .select()
    .from(filterGroups)
    .where(only === undefined ? undefined : eq(filterGroups.id, only))
    .orderBy(asc(filterGroups.store_id), asc(filterGroups.position), asc(filterGroups.id));
  if (groups.length === 0) return [];
  const options = await db
    .select({
      option: filterOptions,
      items:
        sql<number>`(select ${count()} from ${itemFilterOptions} where ${itemFilterOptions.option_id} = ${filterOptions.id})`.mapWith(
          Number,
        ),
    })
    .from(filterOptions)
    .where(
      inArray(
        filterOptions.group_id,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(filterOptions.position), asc(filterOptions.id));
  return groups.map((group) => ({
    id: group.id,
    key: group.key,
    store: group.store_id,
    title: group.title,
    hidden: group.hidden_at !== null,
    origin: group.origin,
    options: options
      .filter((o) => o.option.group_id === group.id)
      .map(({ option, items: carried }) => ({
        id: option.id,
        key: option.key,
        title: option.title,
        origin: option.origin,
        items: carried,
      })),
  }));
};

export const findFilterGroup = async (db: Db, id: number): Promise<StudioFilterGroup> => {
  const [found] = await listFilterGroups(db, id);
  if (!found) throw notFound(filterMessages.groupUnknown);
  return found;
};

const lockGroup = async (tx: Tx, id: number): Promise<GroupRow> => {
  const [row] = await tx.select().from(filterGroups).where(eq(filterGroups.id, id)).for('update');
  if (!row) throw notFound(filterMessages.groupUnknown);
  return row;
};

/**
 * A new group of a store, last in its order, with no options yet (members see it once it has one).
 * A key the store has already breaks the unique index: 409 naming `key`.
 */
export const createFilterGroup = async (tx: Tx, values: FilterGroupValues): Promise<number> => {
  const key = values.key || keyFrom(values.title, 'filter');
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${filterGroups.position}) + 1, 0)`.mapWith(Number) })
    .from(filterGroups)
    .where(eq(filterGroups.store_id, values.store));
  const [row] = await tx
    .insert(filterGroups)
    .values({
      key,
      store_id: values.store,
      title: values.title,
      position: last?.position ?? 0,
      origin: 'studio',
    })
    .returning({ id: filterGroups.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

export const updateFilterGroup = async (tx: Tx, id: number, values: FilterGroupFields): Promise<void> => {
  await lockGroup(tx, id);
  await tx.update(filterGroups).set({ title: values.title }).where(eq(filterGroups.id, id));
};

/** Hides a group from members (their filters and any list page asking for its options), or shows it. */
export const setFilterGroupHidden = async (tx: Tx, id: number, hidden: boolean): Promise<void> => {
  const row = await lockGroup(tx, id);
  if (hidden === (row.hidden_at !== null)) return;
  await tx
    .update(filterGroups)
    .set({ hidden_at: hidden ? new Date() : null })
    .where(eq(filterGroups.id, id));
};

/** Puts a store's groups in this order: `ids` names each of them once. */
export const orderFilterGroups = async (tx: Tx, store: StoreId, ids: number[]): Promise<void> => {
  const rows = await tx
    .select({ id: filterGroups.id })
    .from(filterGroups)
    .where(eq(filterGroups.store_id, store))
    .for('update');
  checkOrder(ids, new Set(rows.map((r) => r.id)));
  for (const [position, id] of ids.entries())
    await tx.update(filterGroups).set({ position }).where(eq(filterGroups.id, id));
};

/** A new option, last in its group; its key is unique in the group (the index: 409 naming `key`). */
export const addFilterOption = async (
  tx: Tx,
  groupId: number,
  values: FilterOptionValues,
): Promise<number> => {
  await lockGroup(tx, groupId);
  const key = values.key || keyFrom(values.title, 'option');
  const existing = await tx
    .select({ key: filterOptions.key, position: filterOptions.position })
    .from(filterOptions)
    .where(eq(filterOptions.group_id, groupId));
  if (existing.length >= MAX_FILTER_OPTIONS)
    throw new AppError('validation', filterMessages.tooManyOptions, {
      title: [filterMessages.tooManyOptions],
    });
  const [row] = await tx
    .insert(filterOptions)
    .values({
      group_id: groupId,
      key,
      title: values.title,
      position: Math.max(-1, ...existing.map((o) => o.position)) + 1,
      origin: 'studio',
    })
    .returning({ id: filterOptions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

const optionOf = (groupId: number, id: number) =>
  and(eq(filterOptions.group_id, groupId), eq(filterOptions.id, id));

export const updateFilterOption = async (
  tx: Tx,
  groupId: number,
  id: number,
  values: FilterGroupFields,
): Promise<void> => {
  await lockGroup(tx, groupId);
  const [row] = await tx
    .update(filterOptions)
    .set({ title: values.title })
    .where(optionOf(groupId, id))
    .returning({ id: filterOptions.id });
  if (!row) throw notFound(filterMessages.optionUnknown);
};

/** Removes an option; the items that carried it lose it (a file option comes back at the next import). */
export const removeFilterOption = async (tx: Tx, groupId: number, id: number) => {
  await lockGroup(tx, groupId);
  const [row] = await tx.delete(filterOptions).where(optionOf(groupId, id)).returning();
  if (!row) throw notFound(filterMessages.optionUnknown);
  return { id: row.id, key: row.key, title: row.title };
};

export const orderFilterOptions = async (tx: Tx, groupId: number, ids: number[]): Promise<void> => {
  await lockGroup(tx, groupId);
  const rows = await tx
    .select({ id: filterOptions.id })
    .from(filterOptions)
    .where(eq(filterOptions.group_id, groupId));
  checkOrder(ids, new Set(rows.map((r) => r.id)));
  for (const [position, id] of ids.entries())
    await tx.update(filterOptions).set({ position }).where(eq(filterOptions.id, id));
};

/** What the console edits: on-demand workouts and recipes (hidden ones too). */
const editable = or(
  and(eq(items.store_id, 'on_demand'), inArray(items.kind, [...WORKOUT_KINDS])),
  and(eq(items.store_id, 'nutrition'), eq(items.kind, 'recipe')),
);

/** The store of an item the console edits. */
const itemStore = async (db: Db, itemId: number): Promise<StoreId> => {
  const [row] = await db
    .select({ store: items.store_id })
    .from(items)
    .where(and(eq(items.id, itemId), editable));
  if (!row) throw notFound(filterMessages.itemUnknown);
  return row.store;
};

/** The options an item carries, in the order of their groups and positions. */
export const itemFilters = async (db: Db, itemId: number): Promise<number[]> => {
  await itemStore(db, itemId);
  const rows = await db
    .select({ id: filterOptions.id })
    .from(itemFilterOptions)
    .innerJoin(filterOptions, eq(filterOptions.id, itemFilterOptions.option_id))
    .innerJoin(filterGroups, eq(filterGroups.id, filterOptions.group_id))
    .where(eq(itemFilterOptions.item_id, itemId))
    .orderBy(asc(filterGroups.position), asc(filterOptions.position));
  return rows.map((r) => r.id);
};

/** Sets an item's options: each an option of a group of the item's store (a 400 naming it otherwise). */
export const setItemFilters = async (tx: Tx, itemId: number, optionIds: number[]): Promise<void> => {
  const store = await itemStore(tx, itemId);
  const ids = [...new Set(optionIds)];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: filterOptions.id })
      .from(filterOptions)
      .innerJoin(filterGroups, eq(filterGroups.id, filterOptions.group_id))
      .where(and(inArray(filterOptions.id, ids), eq(filterGroups.store_id, store)));
    const known = new Set(found.map((o) => o.id));
    const stranger = ids.find((id) => !known.has(id));
    if (stranger !== undefined)
      throw new AppError('validation', filterMessages.optionOfOtherStore(stranger), {
        option_ids: [filterMessages.optionOfOtherStore(stranger)],
      });
  }
  await tx.delete(itemFilterOptions).where(eq(itemFilterOptions.item_id, itemId));
  if (ids.length > 0)
    await tx.insert(itemFilterOptions).values(ids.map((option_id) => ({ item_id: itemId, option_id })));
};
