import { intentOf, type SignupIntent } from '@studio/shared';
import { paths } from '../../config/paths';

const KEY = 'studio.signup_intent';

/**
 * What a visitor chose on the storefront before signing up (issue 38): a plan
 * (`/sign/signup?plan=yearly`), a program (`?program=12`), or a gift to redeem (`?gift=CODE`,
 * from the gift's mail; it leads to the subscription page with the code filled in). Kept for the browser tab from the
 * sign-up page to the end of the onboarding, which then leads to its buy page instead of the
 * plans' page.
 */
export const keepSignupIntent = (search: string): void => {
  if (!intentOf(search)) return;
  try {
    window.sessionStorage.setItem(KEY, search);
  } catch {
    // Storage may be unavailable (private mode): the onboarding then leads to the plans' page.
  }
};

const readIntent = (): SignupIntent | null => {
  try {
    const kept = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return kept ? intentOf(kept) : null;
  } catch {
    return null;
  }
};

/** Where the onboarding leads (spec A4: the premium purchase), or the kept choice's buy page; used once. */
export const pageAfterOnboarding = (): string => {
  const intent = readIntent();
  if (!intent) return paths.buyPremium();
  if ('gift' in intent) return `${paths.subscription}?gift=${encodeURIComponent(intent.gift)}`;
  return 'plan' in intent ? paths.buyPremium(intent.plan) : paths.programDetails(intent.program);
};
