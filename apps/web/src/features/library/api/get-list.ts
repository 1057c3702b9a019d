import { type ListPage, libraryPaths, PAGE_SIZE } from '@studio/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './query-keys';

export type ListRef = { storeId: string; listStoreId: string; id: string; filters: readonly number[] };

/** The list call's address: `?offset=N`, plus `&filters=3,7` only when a filter is on. */
export const listPageUrl = ({ storeId, listStoreId, id, filters }: ListRef, offset: number): string => {
  const filterPart = filters.length > 0 ? `&filters=${filters.join(',')}` : '';
  return `${libraryPaths.list(storeId, listStoreId, id)}?offset=${offset}${filterPart}`;
};

/** GET one page of a list (spec M7 "load list", "load more", "filter"): at most PAGE_SIZE items. */
export const getListPage = (ref: ListRef, offset: number, signal?: AbortSignal): Promise<ListPage> =>
  apiFetch<ListPage>(listPageUrl(ref, offset), { signal });

/** Spec M4: paging starts at 0, grows by 10, and is finished when a page returns fewer than 10. */
export const listQueryOptions = (ref: ListRef) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.list(ref.storeId, ref.listStoreId, ref.id, ref.filters),
    queryFn: ({ pageParam, signal }) => getListPage(ref, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: ListPage, _pages: ListPage[], lastOffset: number) =>
      lastPage.items.length < PAGE_SIZE ? undefined : lastOffset + PAGE_SIZE,
  });

export const useList = (ref: ListRef) => useInfiniteQuery(listQueryOptions(ref));
