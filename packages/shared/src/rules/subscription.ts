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

type PremiumFacts = { status: SubscriptionStatus; paid_through: Date; grace_ends_at?: Date | null };

/**
 * When a subscription's premium ends: its paid-through date (the trial's end during a trial), or,
 * while it is past due, the end of its grace period if that is later (issue 18).
 */
export const premiumEndsAt = ({ status, paid_through, grace_ends_at }: PremiumFacts): Date =>
  status === 'past_due' && grace_ends_at && grace_ends_at > paid_through ? grace_ends_at : paid_through;

/** Premium while the subscription is not expired and is paid (or in trial, or in grace) through a future moment. */
export const isPremium = (subscription: PremiumFacts | null | undefined, now: Date = new Date()): boolean =>
  Boolean(subscription && subscription.status !== 'expired' && premiumEndsAt(subscription) > now);
