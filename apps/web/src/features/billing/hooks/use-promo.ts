import { PROMO_PRICE_DELAY_MS, type PromoResult } from '@studio/shared';
import { useCallback, useEffect, useState } from 'react';
import { useDiscountInformation } from '../api/discount-information';

/**
 * The applied promo code (spec A4): applied or cleared at once, while the prices it gives show
 * after PROMO_PRICE_DELAY_MS, with a loader meanwhile. The premium promo by default; the program
 * purchase keeps its program promo code here too.
 */
export const usePromo = <T = PromoResult>() => {
  const [applied, setApplied] = useState<T | null>(null);
  const [shown, setShown] = useState<T | null>(null);

  useEffect(() => {
    if (shown === applied) return;
    const timer = window.setTimeout(() => setShown(applied), PROMO_PRICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [applied, shown]);

  const clear = useCallback(() => setApplied(null), []);
  return { applied, shown, updating: shown !== applied, apply: setApplied, clear };
};

const REMEMBERED_PROMO_KEY = 'studio.premium-promo';

const rememberedPromoId = (userId: number): number | null => {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(REMEMBERED_PROMO_KEY) ?? 'null') as {
      userId?: unknown;
      id?: unknown;
    } | null;
    return kept?.userId === userId && typeof kept.id === 'number' ? kept.id : null;
  } catch {
    return null;
  }
};

/**
 * The premium promo, kept for the tab: a member who applied a code and comes back to the buy page
 * (after reading the terms, a reload) finds it applied again, with what the server says it gives
 * now (`discount_information`). A code no longer usable is quietly dropped.
 */
export const useRememberedPromo = (userId: number) => {
  const promo = usePromo();
  const { apply } = promo;
  const [keptId] = useState(() => rememberedPromoId(userId));
  const restored = useDiscountInformation(keptId);
  // Until the kept promo is asked for, what the tab keeps is left as it is.
  const [settled, setSettled] = useState(keptId === null);

  useEffect(() => {
    if (settled || restored.isPending) return;
    setSettled(true);
    if (restored.data) apply(restored.data);
  }, [settled, restored.isPending, restored.data, apply]);

  useEffect(() => {
    if (!settled) return;
    if (promo.applied) {
      window.sessionStorage.setItem(
        REMEMBERED_PROMO_KEY,
        JSON.stringify({ userId, id: promo.applied.promocode_id }),
      );
    } else {
      window.sessionStorage.removeItem(REMEMBERED_PROMO_KEY);
    }
  }, [settled, promo.applied, userId]);

  return promo;
};
