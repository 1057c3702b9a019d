import type { Subscription, SubscriptionStatus } from '@studio/shared';
import { formatMoney } from '../../lib/format';
import { billingEvery, PLAN_NAMES } from './plans';

/** A subscription's status as the manage page words it. */
export const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  trial: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  expired: 'Expired',
  paused: 'Paused',
};

/** "$143.88 every 12 months". */
export const priceWords = (subscription: Subscription): string =>
  `${formatMoney(subscription.price)} ${billingEvery(subscription.plan)}`;

export const planWords = (subscription: Subscription): string => PLAN_NAMES[subscription.plan];

/** "Visa ending in 1111", "PayPal", or null when the provider told nothing. */
export const cardWords = (subscription: Subscription): string | null => {
  const { card_type: type, last_four: lastFour } = subscription;
  if (type && lastFour) return `${type} ending in ${lastFour}`;
  return type ?? (lastFour ? `Card ending in ${lastFour}` : null);
};
