import { PREMIUM_REDIRECT_DELAY_MS } from '@studio/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Spec A4, M4: a member without premium who tries to buy a program reads the premium-required
 * sentence, then goes to the premium purchase PREMIUM_REDIRECT_DELAY_MS later.
 */
export const usePremiumRedirect = () => {
  const navigate = useNavigate();
  const [required, setRequired] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(() => {
    setRequired(true);
    // A second click does not restart the wait.
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => void navigate(paths.buyPremium()), PREMIUM_REDIRECT_DELAY_MS);
  }, [navigate]);

  return { required, start };
};
