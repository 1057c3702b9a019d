import type { FilterGroup, StoreId } from '@studio/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filterGroups, filterOptions } from '../../db/schema';

/** A store's shown filter groups, each with its options in order, in one statement. */
export const loadFilterGroups = async (db: Db, storeId: StoreId): Promise<FilterGroup[]> => {
  const rows = await db
    .select({ group: filterGroups, option: filterOptions })
    .from(filterGroups)
    .innerJoin(filterOptions, eq(filterOptions.group_id, filterGroups.id))
    .where(and(eq(filterGroups.store_id, storeId), isNull(filterGroups.hidden_at)))
    .orderBy(asc(filterGroups.position), asc(filterOptions.position));
  const groups = new Map<number, FilterGroup>();
  for (const { group, option } of rows) {
    const entry = groups.get(group.id) ?? { id: group.id, title: group.title, options: [] };
    entry.options.push({ id: option.id, title: option.title });
    groups.set(group.id, entry);
  }
  return [...groups.values()];
};
