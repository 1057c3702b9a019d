import {
  type GiftPrices,
  type GiftPurchased,
  type GiftPurchaseInput,
  type GiftRedeemed,
  giftPaths,
} from '@studio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET what each gift costs (public, decision 0048). */
export const useGiftPrices = () =>
  useQuery({
    queryKey: ['gifts', 'prices'],
    queryFn: ({ signal }) => apiFetch<GiftPrices>(giftPaths.gifts, { signal }),
  });

/** POST a client token for a gift buyer's card fields (no session needed). */
export const useGiftClientToken = () =>
  useQuery({
    queryKey: ['gifts', 'client-token'],
    queryFn: async () =>
      (await apiFetch<{ client_token: string }>(giftPaths.clientToken, { method: 'POST' })).client_token,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST a gift purchase: charged now, mailed on its day. */
export const useBuyGift = () =>
  useMutation({
    mutationFn: (input: GiftPurchaseInput) =>
      // A retry after a lost answer (the network's) carries the same key: one charge.
      apiFetch<GiftPurchased>(giftPaths.gifts, { method: 'POST', json: input, repeatable: true }),
    meta: { errorHandledLocally: true },
  });

/** POST a code to redeem; premium and the subscription page are read again. */
export const useRedeemGift = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<GiftRedeemed>(giftPaths.redeem, { method: 'POST', json: { code } }),
    meta: { errorHandledLocally: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
