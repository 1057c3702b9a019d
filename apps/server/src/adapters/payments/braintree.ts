import {
  formatCents,
  PERIOD_MONTHS,
  PREMIUM_PERIODS,
  type PremiumPeriod,
  type SubscriptionStatus,
  toCents,
} from '@studio/shared';
import type braintree from 'braintree';
import dayjs from 'dayjs';
import { z } from 'zod';
import { braintreeCharge } from './braintree-charge';
import { braintreeDiscount } from './braintree-discount';
import { braintreeRetryCharge, braintreeUpdatePaymentMethod } from './braintree-dunning';
import {
  type BraintreeAccount,
  cardOfMethod,
  chargeOf,
  declined,
  earliestTransaction,
  endOfDayUtc,
  ID_IS_IN_USE,
  latestTransaction,
  startOfDayUtc,
} from './braintree-parts';
import { braintreeRefund } from './braintree-refund';
import { braintreeRestart } from './braintree-restart';
import {
  type CardSummary,
  type Charge,
  type CreatedSubscription,
  InvalidWebhookSignature,
  MalformedWebhook,
  type NewSubscription,
  type PaymentsGateway,
  type SignedNotification,
  type SubscriptionEvent,
  statusForKind,
} from './port';

export type BraintreeOptions = {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The studio's currency and, if the merchant has one per currency, its merchant account (issue 35). */
  account: BraintreeAccount;
};

/**
 * The Braintree adapter of the payments port (DESIGN 4), over the official server SDK.
 *
 * The merchant account needs one plan per billing period, whose plan id is the period's name as
 * the API spells it: `montly`, `biannually`, `yearly`. The plan gives the billing frequency; the
 * price and the trial are sent with each subscription, so the plan's own price and trial do not
 * matter. Amounts go in the studio's currency (`account`): the merchant account they go to must be
 * in that currency (Braintree settles each account in one), named by `BRAINTREE_MERCHANT_ACCOUNT_ID`
 * unless it is the merchant's default. Declines answer `{ ok: false }` with Braintree's text; anything the SDK throws (network,
 * authentication, a 5xx) propagates, for the route to answer 503.
 */
export const createBraintreeGateway = (options: BraintreeOptions): PaymentsGateway => {
  // The SDK loads where Braintree is configured, not at every start (issue 13: start-up under 3 s).
  const ready = import('braintree').then(({ default: sdk }) =>
    braintreeAdapter(
      new sdk.BraintreeGateway({
        environment:
          options.environment === 'production' ? sdk.Environment.Production : sdk.Environment.Sandbox,
        merchantId: options.merchantId,
        publicKey: options.publicKey,
        privateKey: options.privateKey,
      }),
      options.account,
    ),
  );
  // A failure is thrown by the first call that needs the SDK, not by the start.
  ready.catch(() => {});
  const later = <K extends Exclude<keyof PaymentsGateway, 'provider'>>(name: K) =>
    (async (...args: Parameters<PaymentsGateway[K]>) =>
      ((await ready)[name] as (...a: typeof args) => unknown)(...args)) as PaymentsGateway[K];
  return {
    provider: 'braintree',
    clientToken: later('clientToken'),
    createSubscription: later('createSubscription'),
    cancelSubscription: later('cancelSubscription'),
    applyDiscount: later('applyDiscount'),
    restartSubscription: later('restartSubscription'),
    charge: later('charge'),
    refund: later('refund'),
    parseWebhook: later('parseWebhook'),
    updatePaymentMethod: later('updatePaymentMethod'),
    retryCharge: later('retryCharge'),
  };
};

/**
 * The adapter over a ready SDK gateway. `createBraintreeGateway` is the way in; this is exported so
 * that tests can point the real SDK at a local stand-in of Braintree's API.
 */
export const braintreeAdapter = (
  sdk: braintree.BraintreeGateway,
  account: BraintreeAccount = { currency: 'USD' },
): PaymentsGateway => ({
  provider: 'braintree',

  async clientToken() {
    const result = await sdk.clientToken.generate({});
    if (!result?.success) throw new Error(`Braintree refused a client token: ${result?.message}`);
    return result.clientToken;
  },

  async createSubscription({
    customer,
    nonce,
    plan,
    priceCents,
    trialDays,
    idempotencyKey,
  }: NewSubscription) {
    const created = await sdk.customer.create({
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      paymentMethodNonce: nonce,
      // The card is verified before it is stored, so a declined card fails here, before any plan.
      // (@types/braintree wants a customerId here, which a customer being created does not have.)
      creditCard: { options: { verifyCard: true } } as braintree.CreditCardCreateRequest,
    });
    if (!created.success) return declined(created.message);
    const method = created.customer.paymentMethods?.[0] as Partial<braintree.CreditCard> | undefined;
    if (!method?.token) throw new Error(`Braintree customer ${created.customer.id} has no payment method`);
    // The customer (and its stored card) this attempt made is of no use if no subscription comes of it.
    // A failed cleanup must not hide the answer, hence the swallowed error.
    const dropCustomer = () => sdk.customer.delete(created.customer.id).catch(() => undefined);

    const inTrial = trialDays > 0;
    const started = await sdk.subscription.create({
      // Our key as the subscription's id: Braintree keeps ids unique, so an attempt whose answer was
      // lost (after the charge) cannot make a second subscription; a retry is refused and finds it.
      id: idempotencyKey,
      paymentMethodToken: method.token,
      planId: plan,
      price: formatCents(priceCents, account.currency),
      ...(account.merchantAccountId ? { merchantAccountId: account.merchantAccountId } : {}),
      // Always said, so that a trial configured on the plan never applies to a member without one.
      trialPeriod: inTrial,
      ...(inTrial ? { trialDuration: trialDays, trialDurationUnit: 'day' } : {}),
      // The price sent is the whole price: add-ons or discounts set on the plan must not change it.
      options: { doNotInheritAddOnsOrDiscounts: true },
    });
    if (!started.success) {
      await dropCustomer();
      // Our id is taken: an earlier attempt at this purchase got through, and its subscription is the answer.
      if (started.errors.deepErrors().some((e) => e.code === ID_IS_IN_USE)) {
        return await earlierAttempt(sdk, account, idempotencyKey, plan, priceCents);
      }
      // Refused: nothing was charged.
      return declined(started.message);
    }
    // The trial ends when Braintree first bills: the start of its first billing date, UTC. Should the
    // answer lack that date, our own count of days.
    const trialEndsAt = inTrial
      ? (startOfDayUtc(started.subscription.firstBillingDate) ?? dayjs().add(trialDays, 'day').toDate())
      : null;
    return answerOf(started.subscription, {
      customerId: created.customer.id,
      card: cardOfMethod(method),
      paymentMethodToken: method.token,
      trialEndsAt,
      plan,
      priceCents,
      account,
    });
  },

  async cancelSubscription(providerSubscriptionId: string) {
    const result = await sdk.subscription.cancel(providerSubscriptionId);
    if (result.success) return;
    // Already canceled or expired at Braintree (from its control panel, say): nothing more will be
    // billed, which is what cancelling asks for.
    const over = result.errors.deepErrors().some((e) => ALREADY_OVER_CODES.has(e.code));
    if (!over) throw new Error(`Braintree refused to cancel ${providerSubscriptionId}: ${result.message}`);
  },

  applyDiscount: braintreeDiscount(sdk, account),
  restartSubscription: braintreeRestart(sdk, account),

  charge: braintreeCharge(sdk, account),

  refund: braintreeRefund(sdk, account),

  updatePaymentMethod: braintreeUpdatePaymentMethod(sdk),

  retryCharge: braintreeRetryCharge(sdk, account),

  async parseWebhook({ signature, payload }: SignedNotification): Promise<SubscriptionEvent> {
    let notification: braintree.WebhookNotification | '' | undefined;
    try {
      notification = await sdk.webhookNotification.parse(signature, payload);
    } catch (error) {
      // The SDK's errors carry their kind in `name` and `type` (lib/braintree/exceptions.js).
      if ((error as { type?: string } | null)?.type === 'invalidSignatureError') {
        throw new InvalidWebhookSignature((error as Error).message);
      }
      // The SDK checks the signature before it reads anything, and reads with no network: what
      // fails here is a signed payload that is not a notification's XML.
      throw new MalformedWebhook([`payload: ${unreadable(error)}`]);
    }
    // XML with another root (or an empty one) reads as no notification at all.
    if (!notification) throw new MalformedWebhook(['payload: the XML is not a <notification>']);
    try {
      return eventOf(notification, account);
    } catch (error) {
      throw new MalformedWebhook([`payload: ${(error as Error).message}`]);
    }
  },
});

/** Why the SDK could not read a signed payload, in words for the sender. */
const unreadable = (error: unknown): string => {
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  // The SDK's own reading of a <notification> (webhook_notification.js) stumbles on a missing part,
  // such as its <subject>, or one of the wrong shape.
  if (error instanceof TypeError) {
    return `an incomplete Braintree notification: a part is missing or misshapen (${message})`;
  }
  return `not XML (${message})`;
};

/** Braintree stamps each notification (`2030-01-01T12:00:00Z`); the order of notifications hangs on it. */
const timestampOf = (value: unknown): Date => {
  const read = BraintreeMoment.safeParse(value);
  if (!read.success) {
    throw new Error(`the notification's <timestamp> is not a moment: ${JSON.stringify(value ?? null)}`);
  }
  return new Date(read.data);
};

const BraintreeMoment = z.iso.datetime({ offset: true });

/** A notification the SDK read, as the port's event; a part that does not read throws. */
const eventOf = (
  notification: braintree.WebhookNotification,
  account: BraintreeAccount,
): SubscriptionEvent => {
  const kind: string = notification.kind;
  if (typeof kind !== 'string' || !kind) throw new Error('the notification has no <kind>');
  const timestamp = timestampOf(notification.timestamp);
  const subscription = 'subscription' in notification ? notification.subscription : undefined;
  const chargeStatus = CHARGE_STATUS_OF_KIND[kind];
  const latest = latestTransaction(subscription?.transactions ?? []);
  return {
    kind,
    timestamp,
    providerSubscriptionId: subscription?.id ?? null,
    // The kind is what happened; the subscription's own status only speaks for kinds that don't say.
    status: statusForKind(kind) ?? (subscription ? (STATUS_OF_BRAINTREE[subscription.status] ?? null) : null),
    paidThrough: endOfDayUtc(subscription?.paidThroughDate),
    charge: chargeStatus && latest ? chargeOf(latest, chargeStatus, account) : null,
    ...('transaction' in notification && notification.transaction?.id
      ? { transactionId: notification.transaction.id }
      : {}),
    // A chargeback (`dispute_*`) names the charge disputed.
    ...('dispute' in notification && notification.dispute?.transaction?.id
      ? { transactionId: notification.dispute.transaction.id }
      : {}),
  };
};

/**
 * The subscription an earlier attempt at the same purchase made, answered as if just created: that
 * attempt's answer was lost, so the member was never told it went through (and was charged).
 */
const earlierAttempt = async (
  sdk: braintree.BraintreeGateway,
  account: BraintreeAccount,
  subscriptionId: string,
  plan: PremiumPeriod,
  priceCents: number,
): Promise<CreatedSubscription> => {
  const subscription = await sdk.subscription.find(subscriptionId);
  // Canceled since (from the control panel, say): answering it as a purchase would sell nothing,
  // and a new subscription cannot take its id. Someone has to look, so it fails loudly.
  if (subscription.status === 'Canceled' || subscription.status === 'Expired') {
    throw new Error(`Braintree subscription ${subscriptionId} exists already, ${subscription.status}`);
  }
  // A subscription names its card, not its customer: the card gives both, as the first attempt stored them.
  const method = (await sdk.paymentMethod.find(
    subscription.paymentMethodToken,
  )) as Partial<braintree.CreditCard>;
  if (!method.customerId) throw new Error(`Braintree payment method of ${subscriptionId} has no customer`);
  const firstBilling = startOfDayUtc(subscription.firstBillingDate);
  // Still in its trial while its first billing is ahead; once billed, it is paid through its date.
  const trialEndsAt =
    subscription.trialPeriod && firstBilling && firstBilling > new Date() ? firstBilling : null;
  return answerOf(subscription, {
    customerId: method.customerId,
    card: cardOfMethod(method),
    paymentMethodToken: subscription.paymentMethodToken ?? null,
    trialEndsAt,
    plan,
    priceCents,
    account,
  });
};

/** A subscription Braintree started, as the port answers it: a trial until `trialEndsAt`, or active. */
const answerOf = (
  subscription: braintree.Subscription,
  known: {
    customerId: string;
    card: CardSummary;
    paymentMethodToken: string | null;
    trialEndsAt: Date | null;
    plan: PremiumPeriod;
    priceCents: number;
    account: BraintreeAccount;
  },
): CreatedSubscription => {
  const { trialEndsAt } = known;
  const first = earliestTransaction(subscription.transactions ?? []);
  // What Braintree bills is the truth: an earlier attempt found by its id may have been for another plan.
  const plan = (PREMIUM_PERIODS as readonly string[]).includes(subscription.planId)
    ? (subscription.planId as PremiumPeriod)
    : known.plan;
  const priceCents =
    (subscription.price ? toCents(subscription.price, known.account.currency) : null) ?? known.priceCents;
  return {
    ok: true,
    plan,
    priceCents,
    providerSubscriptionId: subscription.id,
    providerCustomerId: known.customerId,
    paymentMethodToken: known.paymentMethodToken,
    status: trialEndsAt ? 'trial' : 'active',
    // Braintree always dates a charged subscription; the fallback only avoids failing after a charge.
    paidThrough:
      trialEndsAt ??
      endOfDayUtc(subscription.paidThroughDate) ??
      dayjs().add(PERIOD_MONTHS[plan], 'month').toDate(),
    trialEndsAt,
    card: known.card,
    charge: first ? chargeOf(first, 'settled', known.account) : null,
  };
};

/** Braintree's subscription statuses. A Pending subscription has not billed yet: we call it a trial. */
const STATUS_OF_BRAINTREE: Partial<Record<string, SubscriptionStatus>> = {
  Active: 'active',
  'Past Due': 'past_due',
  Canceled: 'canceled',
  Expired: 'expired',
  Pending: 'trial',
};

const CHARGE_STATUS_OF_KIND: Partial<Record<string, Charge['status']>> = {
  subscription_charged_successfully: 'settled',
  subscription_charged_unsuccessfully: 'failed',
};

/** Subscription.StatusIsCanceled and Subscription.CannotEditExpiredSubscription (validation_error_codes.js). */
const ALREADY_OVER_CODES = new Set(['81905', '81910']);
