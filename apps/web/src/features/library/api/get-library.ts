import { type Library, libraryPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './query-keys';

/** GET a store's library: banner and sections (spec M2, M7 "load library per store"). */
export const getLibrary = (storeId: string, signal?: AbortSignal): Promise<Library> =>
  apiFetch<Library>(libraryPaths.library(storeId), { signal });

export const libraryQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: libraryKeys.store(storeId),
    queryFn: ({ signal }) => getLibrary(storeId, signal),
  });

/** `quiet`: a page that only borrows a part of the library (the category chips) shows no error of it. */
export const useLibrary = (storeId: string, { quiet = false } = {}) =>
  useQuery({ ...libraryQueryOptions(storeId), meta: { errorHandledLocally: quiet } });
