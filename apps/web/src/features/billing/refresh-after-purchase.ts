import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache after a purchase (spec A4): every cached list goes and the user (and whatever else the
 * screen shows) is loaded again. Queries on screen are refetched rather than dropped, so the page
 * does not fall back to its loaders on the way out. Resolves once they are loaded again.
 */
export const refreshAfterPurchase = async (queryClient: QueryClient): Promise<void> => {
  queryClient.removeQueries({ type: 'inactive' });
  // The buy page's own queries: asked again on their next use.
  void queryClient.invalidateQueries({ queryKey: ['billing'], refetchType: 'none' });
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'billing' });
};
