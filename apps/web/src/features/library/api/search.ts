import { libraryPaths, type RecentSearches, type SearchResults } from '@studio/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './query-keys';

/** Whether what was typed holds a word the server searches for (letters or digits). */
export const hasSearchWord = (query: string): boolean => /[\p{L}\p{N}]/u.test(query);

/**
 * A store's search (issue 36) for what the member typed, as they type: the previous answer stays on
 * screen while the next one comes, so results do not flash away between keystrokes.
 */
export const useSearch = (storeId: string, query: string) =>
  useQuery({
    queryKey: libraryKeys.search(storeId, query.trim().toLowerCase()),
    queryFn: ({ signal }) =>
      apiFetch<SearchResults>(`${libraryPaths.search(storeId)}?q=${encodeURIComponent(query.trim())}`, {
        signal,
      }),
    enabled: hasSearchWord(query),
    placeholderData: keepPreviousData,
  });

export const useRecentSearches = () =>
  useQuery({
    queryKey: libraryKeys.recentSearches,
    queryFn: ({ signal }) => apiFetch<RecentSearches>(libraryPaths.recentSearches, { signal }),
  });

/** Keeps a search the member opened a result of, or confirmed, among their recent ones. */
export const useRecordSearch = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: string) =>
      apiFetch<RecentSearches>(libraryPaths.recentSearches, { method: 'POST', json: { query } }),
    onSuccess: (answer) => client.setQueryData(libraryKeys.recentSearches, answer),
  });
};

export const useClearRecentSearches = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<RecentSearches>(libraryPaths.recentSearches, { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(libraryKeys.recentSearches, answer),
  });
};
