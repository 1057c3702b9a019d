import { type ItemDetails, libraryPaths } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { libraryKeys } from './query-keys';

export type ItemRef = { kind: string; id: number };

/** GET one item's details (spec M7 "load details"); the server decides `can_watch` and the URLs. */
export const getItem = ({ kind, id }: ItemRef, signal?: AbortSignal): Promise<ItemDetails> =>
  apiFetch<ItemDetails>(libraryPaths.item(kind, id), { signal });

export const itemQueryOptions = (ref: ItemRef) =>
  queryOptions({
    queryKey: libraryKeys.item(ref.kind, ref.id),
    queryFn: ({ signal }) => getItem(ref, signal),
  });

export const useItem = (ref: ItemRef | null) =>
  useQuery({
    ...itemQueryOptions(ref ?? { kind: '', id: 0 }),
    enabled: ref !== null,
  });
