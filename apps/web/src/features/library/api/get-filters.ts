import { type FilterGroup, libraryPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './query-keys';

type FilterGroupsAnswer = { groups: FilterGroup[] };

/** GET a store's filter groups, each with its options (spec M2, M7 "load filter options"). */
export const getFilters = (storeId: string, signal?: AbortSignal): Promise<FilterGroupsAnswer> =>
  apiFetch<FilterGroupsAnswer>(libraryPaths.filters(storeId), { signal });

export const filtersQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: libraryKeys.filters(storeId),
    queryFn: ({ signal }) => getFilters(storeId, signal),
    // Groups change with the catalogue, not while a member browses.
    staleTime: 5 * 60_000,
    select: (answer) => answer.groups,
  });

export const useFilters = (storeId: string, enabled: boolean) =>
  useQuery({ ...filtersQueryOptions(storeId), enabled });
