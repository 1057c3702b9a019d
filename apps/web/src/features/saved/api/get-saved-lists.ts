import { type SavedListSummary, savedPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { savedKeys } from './query-keys';

/** GET the member's saved lists, newest first (spec M7 "load saved lists"). */
export const getSavedLists = async (signal?: AbortSignal): Promise<SavedListSummary[]> =>
  (await apiFetch<{ saved_lists: SavedListSummary[] }>(savedPaths.lists, { signal })).saved_lists;

export const savedListsQueryOptions = () =>
  queryOptions({ queryKey: savedKeys.lists, queryFn: ({ signal }) => getSavedLists(signal) });

export const useSavedLists = () => useQuery(savedListsQueryOptions());
