import { PERIOD_MONTHS } from '@studio/shared';
import type braintree from 'braintree';
import dayjs from 'dayjs';
import { WENT_THROUGH } from './braintree-charge';
import {
  type BraintreeAccount,
  cardOfMethod,
  chargeOf,
  endOfDayUtc,
  latestTransaction,
} from './braintree-parts';
import type {
  ChargeRetry,
  PaymentDeclined,
  PaymentMethodUpdate,
  PaymentsGateway,
  RetriedCharge,
  UpdatedPaymentMethod,
} from './port';

/**
 * A new card for a running subscription (issue 18): stored on the subscription's customer, verified
 * first (a declined card is answered as such and nothing changes), then made the subscription's
 * payment method. Should Braintree refuse the switch, the stored card is removed again and the
 * error propagates (a 503 the member can retry).
 */
export const braintreeUpdatePaymentMethod =
  (sdk: braintree.BraintreeGateway): PaymentsGateway['updatePaymentMethod'] =>
  async ({
    providerCustomerId,
    providerSubscriptionId,
    nonce,
    switchSubscription = true,
  }: PaymentMethodUpdate) => {
    const customerId = providerCustomerId ?? (await customerOf(sdk, providerSubscriptionId));
    const created = await sdk.paymentMethod.create({
      customerId,
      paymentMethodNonce: nonce,
      options: { verifyCard: true, makeDefault: true },
    });
    if (!created.success) return declined(created.message);
    const method = created.paymentMethod as Partial<braintree.CreditCard>;
    const token = method.token;
    if (!token) throw new Error(`Braintree stored a card for ${customerId} without a token`);
    if (switchSubscription) {
      const switched = await sdk.subscription.update(providerSubscriptionId, { paymentMethodToken: token });
      if (!switched.success) {
        await sdk.paymentMethod.delete(token).catch(() => undefined);
        throw new Error(`Braintree refused the card for ${providerSubscriptionId}: ${switched.message}`);
      }
    }
    return {
      ok: true,
      token,
      card: cardOfMethod(method),
    } satisfies UpdatedPaymentMethod;
  };

/**
 * Retries a past-due subscription's charge now (`subscription.retryCharge`, submitted for
 * settlement). Braintree refuses a retry once the subscription is no longer past due: then an
 * earlier attempt (or Braintree's own retry) paid it, and its latest charge is the answer.
 */
export const braintreeRetryCharge =
  (sdk: braintree.BraintreeGateway, account: BraintreeAccount): PaymentsGateway['retryCharge'] =>
  async ({ providerSubscriptionId, plan, paidThrough }: ChargeRetry) => {
    const result = await sdk.subscription.retryCharge(providerSubscriptionId, undefined, true);
    const subscription = await sdk.subscription.find(providerSubscriptionId);
    // Braintree moves the date when the charge goes through; the fallback only avoids failing after one.
    const paidThroughAfter = () =>
      endOfDayUtc(subscription.paidThroughDate) ??
      dayjs(paidThrough).add(PERIOD_MONTHS[plan], 'month').toDate();
    if (result.success) {
      return {
        ok: true,
        charge: chargeOf(result.transaction, 'settled', account),
        paidThrough: paidThroughAfter(),
      };
    }
    const latest = latestTransaction(subscription.transactions ?? []);
    if (subscription.status === 'Active' && latest && WENT_THROUGH.has(latest.status)) {
      return {
        ok: true,
        charge: chargeOf(latest, 'settled', account),
        paidThrough: paidThroughAfter(),
      } satisfies RetriedCharge;
    }
    return declined(result.message);
  };

/** A subscription names its card, and the card its customer. */
const customerOf = async (sdk: braintree.BraintreeGateway, subscriptionId: string): Promise<string> => {
  const subscription = await sdk.subscription.find(subscriptionId);
  const method = (await sdk.paymentMethod.find(
    subscription.paymentMethodToken,
  )) as Partial<braintree.CreditCard>;
  if (!method.customerId) throw new Error(`Braintree payment method of ${subscriptionId} has no customer`);
  return method.customerId;
};

const declined = (message: string): PaymentDeclined => ({ ok: false, message });
