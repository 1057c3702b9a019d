import { PROMO_PRICE_DELAY_MS, type PromoResult } from '@studio/shared';
import { useCallback, useEffect, useState } from 'react';

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
