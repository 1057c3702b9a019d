import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * After a purchase (spec A4): every cached list goes, the user (and whatever else the screen
 * shows) is loaded again, then the next page (premium: the welcome page). Queries on screen are
 * refetched rather than dropped, so the page does not fall back to its loaders on the way out.
 */
export const useCompletePurchase = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (next: string) => {
      queryClient.removeQueries({ type: 'inactive' });
      // The buy page's own queries (the subscription it just changed): asked again on their next use.
      void queryClient.invalidateQueries({ queryKey: ['billing'], refetchType: 'none' });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'billing' });
      await navigate(next, { replace: true });
    },
    [queryClient, navigate],
  );
};
