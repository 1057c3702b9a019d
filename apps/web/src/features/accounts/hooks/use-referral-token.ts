import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const KEY = 'studio.referral_token';

const readStored = (): string | undefined => {
  try {
    return window.sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * `referral_token` of the sign forms' query string (spec A2). It is kept for the browser tab, so
 * that a visitor who arrives on login and moves on to sign up still sends it with sign-up.
 */
export const useReferralToken = (): string | undefined => {
  const [searchParams] = useSearchParams();
  const fromQuery = searchParams.get('referral_token')?.trim() || undefined;
  useEffect(() => {
    if (!fromQuery) return;
    try {
      window.sessionStorage.setItem(KEY, fromQuery);
    } catch {
      // Storage may be unavailable (private mode); the token is still in the address.
    }
  }, [fromQuery]);
  return fromQuery ?? readStored();
};
