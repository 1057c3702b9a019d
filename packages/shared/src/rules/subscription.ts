import { SPECIAL_TRIAL_DAYS, TRIAL_DAYS } from '../constants';

/** A subscription moves through these (DESIGN 4); premium is derived, never stored. */
export const SUBSCRIPTION_STATUSES = [
  'trial',
  'active',
  'past_due',
  'canceled',
  'expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A9: the special promo code is matched case-insensitively (and without surrounding spaces). */
export const isSpecialTrialCode = (code: string | null | undefined, special: string | null | undefined) =>
  Boolean(code && special && code.trim().toLowerCase() === special.trim().toLowerCase());

/**
 * Trial length of a new subscription: none for a member who has had one before; 30 days with
 * the special code; else the promo's own trial length, or 14 days.
 */
export const trialDaysFor = ({
  code,
  specialCode,
  promoTrialDays,
  hadSubscriptionBefore,
}: {
  code?: string | null;
  specialCode?: string | null;
  promoTrialDays?: number | null;
  hadSubscriptionBefore: boolean;
}): number => {
  if (hadSubscriptionBefore) return 0;
  if (isSpecialTrialCode(code, specialCode)) return SPECIAL_TRIAL_DAYS;
  return promoTrialDays ?? TRIAL_DAYS;
};

/** Premium while the subscription is not expired and is paid (or in trial) through a future moment. */
export const isPremium = (
  subscription: { status: SubscriptionStatus; paid_through: Date } | null | undefined,
  now: Date = new Date(),
): boolean => Boolean(subscription && subscription.status !== 'expired' && subscription.paid_through > now);
