import { programPaths, type User } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../accounts';
import type { StoreTransaction } from '../store/store-bridge';

export type SyncStoreInput = { transactions: StoreTransaction[] };

/** POST /api/v4/users/me/store_sync: the iOS store's purchases, for the server to verify and grant. */
export const syncStore = (input: SyncStoreInput): Promise<User> =>
  apiFetch<User>(programPaths.storeSync, { method: 'POST', json: input });

/**
 * A background sync the member did not ask for: a failure shows nothing (the flag stays set, so
 * the next start tries again), though a 401 still ends the session.
 */
export const useSyncStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncStore,
    meta: { errorHandledLocally: true },
    onSuccess: (user) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
};
