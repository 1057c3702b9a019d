import type { MessageId } from '@lingui/core';
import {
  type Display,
  formatDate,
  formatMoney,
  PERIOD_MONTHS,
  type Subscription,
  type SubscriptionDiscount,
  type SubscriptionStatus,
} from '@studio/shared';
import { t } from '../../lib/i18n';
import { PLAN_NAME_KEYS } from './plan-words';

/** A subscription's status as the manage page words it. */
export const STATUS_WORDS: Record<SubscriptionStatus, MessageId> = {
  trial: 'billing.status.trial',
  active: 'billing.status.active',
  past_due: 'billing.status.pastDue',
  canceled: 'billing.status.canceled',
  expired: 'billing.status.expired',
  paused: 'billing.status.paused',
};

/** "$143.88 every 12 months". */
export const priceWords = (subscription: Subscription, display: Display): string =>
  t('billing.subscription.price', {
    price: formatMoney(subscription.price, display),
    months: PERIOD_MONTHS[subscription.plan],
  });

export const planWords = (subscription: Subscription): string => t(PLAN_NAME_KEYS[subscription.plan]);

/** "Visa ending in 1111", "PayPal", or null when the provider told nothing. */
export const cardWords = (subscription: Subscription): string | null => {
  const { card_type: type, last_four: lastFour } = subscription;
  if (type && lastFour) return t('billing.subscription.cardEnding', { type, lastFour });
  return type ?? (lastFour ? t('billing.subscription.anyCardEnding', { lastFour }) : null);
};

/** "$10.00 for your next 3 charges, then $19.99 from March 1, 2027" (the retention offer, decision 0029). */
export const discountWords = (
  subscription: Subscription,
  discount: SubscriptionDiscount,
  display: Display,
): string =>
  t('billing.subscription.discount', {
    discounted: formatMoney(discount.discounted_price, display),
    count: discount.billing_cycles,
    price: formatMoney(subscription.price, display),
    date: formatDate(discount.until, display),
  });
