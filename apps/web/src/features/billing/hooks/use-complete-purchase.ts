import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

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

/** After a purchase: the cache as {@link refreshAfterPurchase} leaves it, then the next page. */
export const useCompletePurchase = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (next: string) => {
      await refreshAfterPurchase(queryClient);
      await navigate(next, { replace: true });
    },
    [queryClient, navigate],
  );
};
