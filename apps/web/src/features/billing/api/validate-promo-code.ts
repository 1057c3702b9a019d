import { apiPaths, type PromoResult } from '@studio/shared';
import { apiFetch } from '../../../lib/api-client';

export type ValidatePromoCodeInput = { promocode: string; userId: number };

/** POST /api/v3/braintrees/validade_promocode: a 200 is the promo's effect; anything else its reason (spec A5). */
export const validatePromoCode = ({ promocode, userId }: ValidatePromoCodeInput): Promise<PromoResult> =>
  apiFetch<PromoResult>(apiPaths.validatePromoCode, { method: 'POST', json: { promocode, id: userId } });
