import { formatCents, PERIOD_MONTHS, toCents } from '@studio/shared';
import type braintree from 'braintree';
import dayjs from 'dayjs';
import {
  type BraintreeAccount,
  cardOfMethod,
  chargeOf,
  declined,
  earliestTransaction,
  endOfDayUtc,
  ID_IS_IN_USE,
  startOfDayUtc,
} from './braintree-parts';
import {
  assertIdempotencyKey,
  type CreatedSubscription,
  type PaymentsGateway,
  type SubscriptionRestart,
} from './port';

/** Braintree's words for a stored card it does not know (PaymentMethodTokenIsInvalid). */
const UNKNOWN_TOKEN = 'Payment method token is invalid.';

/**
 * A paused subscription's resume or an undone cancellation through Braintree (decision 0028):
 * Braintree has no pause, so a new subscription bills the stored card on the same plan and price,
 * `trialPeriod: false`, from the first billing date (a Pending subscription until then). Our key is
 * its id, as for a purchase: a retry is refused with IdIsInUse and answers the first one's.
 */
export const braintreeRestart =
  (sdk: braintree.BraintreeGateway, account: BraintreeAccount): PaymentsGateway['restartSubscription'] =>
  async (input: SubscriptionRestart) => {
    assertIdempotencyKey(input.idempotencyKey);
    // A card bought before tokens were kept is the one the previous subscription billed.
    const token =
      input.paymentMethodToken ??
      (await sdk.subscription.find(input.previousSubscriptionId)).paymentMethodToken;
    const method = await findMethod(sdk, token);
    if (!method) return declined(UNKNOWN_TOKEN);
    const firstDay = firstBillingDay(input.firstBillingDate);
    const started = await sdk.subscription.create({
      id: input.idempotencyKey,
      paymentMethodToken: token,
      planId: input.plan,
      price: formatCents(input.priceCents, account.currency),
      ...(account.merchantAccountId ? { merchantAccountId: account.merchantAccountId } : {}),
      trialPeriod: false,
      ...(firstDay ? { firstBillingDate: firstDay } : {}),
      options: { doNotInheritAddOnsOrDiscounts: true },
    } as braintree.SubscriptionRequest);
    let subscription: braintree.Subscription;
    if (started.success) subscription = started.subscription;
    else if (started.errors.deepErrors().some((e) => e.code === ID_IS_IN_USE)) {
      // An earlier attempt at this restart got through; its answer was lost.
      subscription = await sdk.subscription.find(input.idempotencyKey);
      if (subscription.status === 'Canceled' || subscription.status === 'Expired') {
        throw new Error(
          `Braintree subscription ${input.idempotencyKey} exists already, ${subscription.status}`,
        );
      }
    } else return declined(started.message);
    return answerOfRestart(subscription, input, method, account);
  };

const findMethod = async (sdk: braintree.BraintreeGateway, token: string) => {
  try {
    return (await sdk.paymentMethod.find(token)) as Partial<braintree.CreditCard>;
  } catch (error) {
    if ((error as { type?: string } | null)?.type === 'notFoundError') return null;
    throw error;
  }
};

/**
 * The day Braintree first bills (YYYY-MM-DD, UTC), or null to bill now. Braintree bills at the
 * start of a billing date, so a paid period ending later today bills from tomorrow.
 */
export const firstBillingDay = (firstBilling: Date | null, now = new Date()): string | null => {
  if (!firstBilling || firstBilling <= now) return null;
  const iso = firstBilling.toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  return iso > today
    ? iso
    : new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
};

const answerOfRestart = (
  subscription: braintree.Subscription,
  input: SubscriptionRestart,
  method: Partial<braintree.CreditCard>,
  account: BraintreeAccount,
): CreatedSubscription => {
  const first = earliestTransaction(subscription.transactions ?? []);
  // Pending until its first billing date: paid (by the previous period) until then.
  const pendingUntil =
    subscription.status === 'Pending' ? startOfDayUtc(subscription.firstBillingDate) : null;
  return {
    ok: true,
    plan: input.plan,
    priceCents:
      (subscription.price ? toCents(subscription.price, account.currency) : null) ?? input.priceCents,
    providerSubscriptionId: subscription.id,
    providerCustomerId: method.customerId ?? '',
    paymentMethodToken: subscription.paymentMethodToken ?? method.token ?? null,
    status: 'active',
    paidThrough:
      pendingUntil ??
      endOfDayUtc(subscription.paidThroughDate) ??
      dayjs().add(PERIOD_MONTHS[input.plan], 'month').toDate(),
    trialEndsAt: null,
    card: cardOfMethod(method),
    charge: first ? chargeOf(first, 'settled', account) : null,
  };
};
