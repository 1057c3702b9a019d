/**
 * Cache keys of the library's queries, in one place: the player's completion updates every query
 * under a prefix (`setQueriesData`), so the prefixes must not drift apart.
 */
export const libraryKeys = {
  all: ['library'] as const,
  stores: ['library', 'store'] as const,
  store: (storeId: string) => ['library', 'store', storeId] as const,
  filters: (storeId: string) => ['library', 'filters', storeId] as const,
  lists: ['library', 'list'] as const,
  /** Filters belong in the key: a change starts paging again from offset 0 (spec M4). */
  list: (storeId: string, listStoreId: string, id: string, filters: readonly number[]) =>
    ['library', 'list', storeId, listStoreId, id, filters.join(',')] as const,
  item: (kind: string, id: number) => ['library', 'item', kind, id] as const,
  /** A store's search (issue 36): what was typed and the filters on. */
  search: (storeId: string, query: string) => ['library', 'search', storeId, query] as const,
  recentSearches: ['library', 'recent-searches'] as const,
  /** The live classes the member asked to be told of (issue 37). */
  reminders: ['library', 'live-reminders'] as const,
};
