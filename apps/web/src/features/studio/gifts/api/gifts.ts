import { giftPaths, type StudioGift } from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { studioKeys } from '../../shared/api/studio';

const giftsKey = ['studio', 'gifts'] as const;

/** GET the gifts sold, newest first (owner, decision 0048). */
export const useStudioGifts = () =>
  useQuery({
    queryKey: giftsKey,
    queryFn: ({ signal }) => apiFetch<{ gifts: StudioGift[] }>(giftPaths.studioGifts, { signal }),
  });

/** POST a refund of a gift nobody has redeemed; the list and the audit log are read again. */
export const useRefundGift = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ gifts: StudioGift[] }>(giftPaths.studioGiftRefund(id), { method: 'POST' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(giftsKey, answer);
      return queryClient.invalidateQueries({ queryKey: studioKeys.audit });
    },
  });
};
