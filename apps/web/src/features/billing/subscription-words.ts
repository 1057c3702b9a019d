import type { Subscription, SubscriptionDiscount, SubscriptionStatus } from '@studio/shared';
import { formatDate, formatMoney } from '../../lib/format';
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

/** "your next charge", "your next 3 charges". */
export const nextChargesWords = (count: number): string =>
  count === 1 ? 'your next charge' : `your next ${count} charges`;

/** "$10.00 for your next 3 charges, then $19.99 from March 1, 2027" (the retention offer, decision 0029). */
export const discountWords = (subscription: Subscription, discount: SubscriptionDiscount): string =>
  `${formatMoney(discount.discounted_price)} for ${nextChargesWords(discount.billing_cycles)}, then ${formatMoney(
    subscription.price,
  )} from ${formatDate(discount.until)}`;
