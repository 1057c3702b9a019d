import type { SavedList, SavedListSummary, User } from '@studio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../accounts';
import { summaryOf } from '../saved-kinds';
import { savedKeys } from './query-keys';

/** What a change did: a list as the server now answers it, or a list gone. */
export type SavedChange = { list: SavedList } | { deletedId: number };

/** A changed list replaces its old self; a new one comes first (lists are newest first). */
const applyChange = (lists: SavedListSummary[], change: SavedChange): SavedListSummary[] => {
  if ('deletedId' in change) return lists.filter((list) => list.id !== change.deletedId);
  const summary = summaryOf(change.list);
  return lists.some((list) => list.id === summary.id)
    ? lists.map((list) => (list.id === summary.id ? summary : list))
    : [summary, ...lists];
};

/**
 * After every saved change: the answer goes into the caches at once (so a save button fills and a
 * renamed list shows its name without waiting), then the user and the lists are loaded again.
 */
export const refreshSaved = (queryClient: QueryClient, change: SavedChange): Promise<unknown> => {
  queryClient.setQueryData<User>(ME_QUERY_KEY, (user) =>
    user ? { ...user, saved_lists: applyChange(user.saved_lists, change) } : user,
  );
  queryClient.setQueryData<SavedListSummary[]>(savedKeys.lists, (lists) =>
    lists ? applyChange(lists, change) : lists,
  );
  if ('list' in change) queryClient.setQueryData(savedKeys.list(change.list.id), change.list);
  return Promise.all([
    // A deleted list's page is still on screen until the member is sent back: it is loaded again
    // (a 404, "not found") only if the member returns to it.
    'deletedId' in change
      ? queryClient.invalidateQueries({ queryKey: savedKeys.list(change.deletedId), refetchType: 'none' })
      : null,
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: savedKeys.lists }),
  ]);
};
