import { type Picture, profilePaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { PICTURES_QUERY_KEY } from './query-keys';

/** GET the member's progress photos, newest first (spec M7 "load pictures"). */
export const getPictures = async (signal?: AbortSignal): Promise<Picture[]> =>
  (await apiFetch<{ pictures: Picture[] }>(profilePaths.pictures, { signal })).pictures;

/** Spec M2: the photos load only if none are loaded; the cache keeps them between visits. */
export const picturesQueryOptions = () =>
  queryOptions({ queryKey: PICTURES_QUERY_KEY, queryFn: ({ signal }) => getPictures(signal) });

export const usePictures = () => useQuery(picturesQueryOptions());
