import { PROMO_PRICE_DELAY_MS, type PromoResult } from '@studio/shared';
import { useCallback, useEffect, useState } from 'react';

/**
 * The applied promo code (spec A4): applied or cleared at once, while the prices it gives show
 * after PROMO_PRICE_DELAY_MS, with a loader meanwhile.
 */
export const usePromo = () => {
  const [applied, setApplied] = useState<PromoResult | null>(null);
  const [shown, setShown] = useState<PromoResult | null>(null);

  useEffect(() => {
    if (shown === applied) return;
    const timer = window.setTimeout(() => setShown(applied), PROMO_PRICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [applied, shown]);

  const clear = useCallback(() => setApplied(null), []);
  return { applied, shown, updating: shown !== applied, apply: setApplied, clear };
};
