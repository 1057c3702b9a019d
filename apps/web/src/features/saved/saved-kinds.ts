import type { MessageId } from '@lingui/core';
import {
  type Display,
  savedListKindOf as listKindOf,
  type SavedList,
  type SavedListKind,
  type SavedListSummary,
} from '@studio/shared';

export { listKindOf };

/** The member's lists that an item can go to (spec M4 save dialog, default state). */
export const listsForItem = (
  lists: readonly SavedListSummary[],
  item: { kind: string },
): SavedListSummary[] => lists.filter((list) => list.kind === listKindOf(item.kind));

/** The lists that hold the item: it is saved when one of its kind's lists has it (spec M4). */
export const listsHolding = (
  lists: readonly SavedListSummary[],
  item: { id: number; kind: string },
): SavedListSummary[] =>
  listsForItem(lists, item).filter((list) => list.items.some((entry) => entry.kind_id === item.id));

/** A component's `t` (useT), passed in by whoever shows these words. */
type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** "1 item", "3 items". */
export const itemCountText = (t: Translate, count: number): string => t('saved.count.items', { count });

/**
 * "A", "A and B", "A, B and C", in the language's words; English without the serial comma, as the
 * spec writes its lists.
 */
export const namesText = (names: readonly string[], display: Display): string =>
  new Intl.ListFormat(display.locale.startsWith('en') ? 'en-GB' : display.locale, {
    type: 'conjunction',
  }).format(names);

/** The library store an item of a list is shown as part of: recipes are nutrition (no lock there). */
export const storeOfList = (kind: SavedListKind): string => (kind === 'recipe' ? 'nutrition' : 'on_demand');

/**
 * Where item details opened from a saved list say they come from. A list is not a store: a locked
 * workout there gets no banner actions, as anywhere but trainers and on_demand (spec M2).
 */
export const SAVED_DETAILS_FROM = { storeId: 'saved' } as const;

export const LIST_KIND_LABELS: Record<SavedListKind, MessageId> = {
  workout: 'saved.kind.workout',
  recipe: 'saved.kind.recipe',
};

/** A list as the user object carries it: its items' refs instead of their cards. */
export const summaryOf = (list: SavedList): SavedListSummary => ({
  ...list,
  items: list.items.map((item) => ({ id: item.id, kind_id: item.kind_id, kind: item.kind })),
});
