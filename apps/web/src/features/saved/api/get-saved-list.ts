import { type SavedList, savedPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { savedKeys } from './query-keys';

/**
 * GET one list with its items as cards. An unknown id or another member's list answers 404: that
 * is `null` here, so the page says so itself with a way back to the lists, instead of leaving the
 * section for the app's not-found page. Every other failure goes to the shared handler.
 */
export const getSavedList = async (id: number, signal?: AbortSignal): Promise<SavedList | null> => {
  try {
    return (await apiFetch<{ saved_list: SavedList }>(savedPaths.list(id), { signal })).saved_list;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
};

export const savedListQueryOptions = (id: number) =>
  queryOptions({ queryKey: savedKeys.list(id), queryFn: ({ signal }) => getSavedList(id, signal) });

export const useSavedList = (id: number) => useQuery(savedListQueryOptions(id));
