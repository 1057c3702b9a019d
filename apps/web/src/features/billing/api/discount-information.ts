import { apiPaths, type PromoResult } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v3/braintrees/discount_information: what a promo the member applied before gives now. */
export const discountInformation = (discountId: number): Promise<PromoResult> =>
  apiFetch<PromoResult>(apiPaths.discountInformation, { method: 'POST', json: { discount_id: discountId } });

/**
 * The promo behind an id, asked once; a refusal (expired, used up) is quietly no promo, since the
 * member did not just type it. Off while `discountId` is null.
 */
export const useDiscountInformation = (discountId: number | null) =>
  useQuery({
    queryKey: ['billing', 'discount', discountId],
    queryFn: () => discountInformation(discountId ?? 0),
    enabled: discountId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorHandledLocally: true },
  });
