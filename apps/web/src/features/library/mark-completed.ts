import type { Item, ItemDetails, Library, ListPage } from '@studio/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ItemRef } from './api/get-item';
import { libraryKeys } from './api/query-keys';

const ITEM_SECTIONS = ['upcoming_lives', 'picks_for_you', 'latest', 'recently_watched'] as const;

const isRef = (item: Item, ref: ItemRef) => item.kind === ref.kind && item.id === ref.id;
const mark = <T extends Item>(item: T, ref: ItemRef): T =>
  isRef(item, ref) ? { ...item, completed: true } : item;

/**
 * Spec M4: a finished item is "marked completed, and its status updated in its store". Every
 * cached copy (library sections, list pages, details) shows the check at once; the library is
 * then reloaded so "recently watched" follows the server.
 */
export const markItemCompleted = (queryClient: QueryClient, ref: ItemRef): void => {
  queryClient.setQueriesData<Library>({ queryKey: libraryKeys.stores }, (library) => {
    if (!library) return library;
    const next = { ...library };
    for (const section of ITEM_SECTIONS) next[section] = library[section].map((item) => mark(item, ref));
    // A finished play leaves "continue watching" (issue 19).
    next.continue_watching = library.continue_watching.filter((item) => !isRef(item, ref));
    return next;
  });
  queryClient.setQueriesData<InfiniteData<ListPage>>({ queryKey: libraryKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((i) => mark(i, ref)) })),
        }
      : data,
  );
  queryClient.setQueryData<ItemDetails>(libraryKeys.item(ref.kind, ref.id), (item) =>
    item ? { ...item, completed: true } : item,
  );
  void queryClient.invalidateQueries({ queryKey: libraryKeys.stores });
};
