import { type Program, programBuyAction } from '@studio/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, handleApiError } from '../../../lib/error-handler';
import { t } from '../../../lib/i18n';
import { getPlatform } from '../../../lib/platform';
import { useMe } from '../../accounts';
import { usePurchaseProgram } from '../api/purchase-program';
import { purchaseInStore } from '../store/store-bridge';
import { usePremiumRedirect } from './use-premium-redirect';

export type BuyNotice = { message: string; tone: 'error' | 'info' };

/**
 * The buy button of a program (spec A4 "Program purchase availability", M4 "Program buy click"):
 * premium first, one program at a time, then the buy page on the web or the store inside the iOS
 * app, whose transaction the server then verifies.
 */
export const useBuyProgram = (program: Program) => {
  const { data: user } = useMe();
  const navigate = useNavigate();
  const premium = usePremiumRedirect();
  const purchase = usePurchaseProgram();
  const [notice, setNotice] = useState<BuyNotice | null>(null);
  const [inStore, setInStore] = useState(false);
  // One purchase at a time: state would only block a second tap after a render.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refuse = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'unauthorized') return; // the session has ended
    if (error instanceof ApiError && error.code === 'premium_required') return premium.start();
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return setNotice({ message: apiErrorText(error), tone: 'error' });
    }
    if (error instanceof ApiError) return handleApiError(error);
    // The wrapper's own failure (no store, no answer).
    setNotice({ message: apiErrorText(error), tone: 'error' });
  };

  const buyInStore = async () => {
    inFlight.current = true;
    setInStore(true);
    try {
      const outcome = program.apple_product_id
        ? await purchaseInStore(program.apple_product_id)
        : 'not_found';
      if (outcome === 'not_found')
        return setNotice({ message: t('shared.programs.notFound'), tone: 'error' });
      if (outcome === 'cancelled')
        return setNotice({ message: t('shared.billing.paymentCancelled'), tone: 'info' });
      await purchase.mutateAsync({
        id: program.id,
        payload: { program_promo_code_id: null, ...outcome },
      });
      if (mounted.current) await navigate(paths.programWorkoutDays, { replace: true });
    } catch (error) {
      if (mounted.current) refuse(error);
    } finally {
      inFlight.current = false;
      if (mounted.current) setInStore(false);
    }
  };

  const buy = () => {
    if (!user || inFlight.current) return;
    setNotice(null);
    if (!user.premium) return premium.start();
    const running = user.program_in_progress;
    if (running && running.id !== program.id) {
      return setNotice({ message: t('shared.programs.inProgress'), tone: 'error' });
    }
    if (getPlatform() === 'ios') return void buyInStore();
    void navigate(paths.buy('program', program.id));
  };

  const shown: BuyNotice | null = premium.required
    ? { message: t('shared.programs.premiumRequired'), tone: 'error' }
    : notice;

  return {
    action: programBuyAction(program),
    buy,
    // The member decides what a click does: until it is loaded the button waits.
    busy: !user || inStore || purchase.isPending,
    notice: shown,
    // The premium sentence leads on by itself; the others may be dismissed.
    dismiss: premium.required ? undefined : () => setNotice(null),
  };
};
