import type { Cents, PremiumPeriod, SubscriptionStatus } from '@studio/shared';

/** The payments port (DESIGN 4): the sandbox by default, Braintree when its variables are set. */
export type PaymentsGateway = {
  readonly provider: 'sandbox' | 'braintree';
  /** A client token for card tokenization in the browser. */
  clientToken(): Promise<string>;
  /** Stores the card (from its nonce) on a customer and starts a subscription with its trial. */
  createSubscription(input: NewSubscription): Promise<CreatedSubscription | PaymentDeclined>;
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  /**
   * Takes `amountCents` off each of the subscription's next `billingCycles` charges (the retention
   * offer of decision 0029); the subscription runs on. Once per subscription: a retry after a lost
   * answer finds the discount there and adds nothing.
   */
  applyDiscount(providerSubscriptionId: string, discount: SubscriptionDiscount): Promise<void>;
  /**
   * Bills a customer's stored card again, on the same plan and price and with no trial: the resume
   * of a paused subscription, or an undone cancellation (decision 0028). Nothing is charged before
   * `firstBillingDate`; without one, the first period is charged now. A retry under the same key
   * finds the subscription the first attempt made (one subscription, one charge).
   */
  restartSubscription(input: SubscriptionRestart): Promise<CreatedSubscription | PaymentDeclined>;
  /** A one-off charge (a program purchase), settled at once; a retry under the same key charges once. */
  charge(input: NewCharge): Promise<CompletedCharge | PaymentDeclined>;
  /**
   * Gives a settled charge's amount back to the card (a charge not settled yet is voided: nothing
   * is taken). A refusal (already refunded, unknown) is a `PaymentDeclined` with the provider's words.
   */
  refund(transactionId: string, amountCents: Cents): Promise<CompletedRefund | PaymentDeclined>;
  /**
   * Verifies and reads a webhook notification; a bad signature throws `InvalidWebhookSignature`, a
   * signed payload that is no notification `MalformedWebhook`.
   */
  parseWebhook(notification: SignedNotification): Promise<SubscriptionEvent>;
  /**
   * Makes a new card (its nonce) the running subscription's payment method (issue 18). The card is
   * verified first: a declined one is a `PaymentDeclined` and changes nothing.
   */
  updatePaymentMethod(input: PaymentMethodUpdate): Promise<UpdatedPaymentMethod | PaymentDeclined>;
  /**
   * Charges a past-due subscription's balance now with its payment method, submitted for
   * settlement. Repeatable: once the subscription is paid (an attempt whose answer was lost), it
   * answers that charge again instead of charging twice.
   */
  retryCharge(input: ChargeRetry): Promise<RetriedCharge | PaymentDeclined>;
};

export type PaymentMethodUpdate = {
  customer: PaymentCustomer;
  /** The provider's customer, when the subscription row knows it. */
  providerCustomerId: string | null;
  providerSubscriptionId: string;
  nonce: string;
  /**
   * False while paused (decision 0028): the provider subscription was canceled on purpose, so the
   * card is only stored for the resume to bill. Otherwise the card becomes the subscription's.
   */
  switchSubscription?: boolean;
};

export type UpdatedPaymentMethod = {
  ok: true;
  card: CardSummary;
  /** The provider's id of the stored card: a new one for each update. */
  token: string;
};

/** The past-due subscription as we know it (Braintree bills from its own records; the sandbox from these). */
export type ChargeRetry = {
  providerSubscriptionId: string;
  plan: PremiumPeriod;
  priceCents: Cents;
  paidThrough: Date;
};

export type RetriedCharge = {
  ok: true;
  charge: Charge;
  /** The subscription's paid-through date after the charge. */
  paidThrough: Date;
};

export type SubscriptionDiscount = { amountCents: Cents; billingCycles: number };

export type PaymentCustomer = { memberId: number; email: string; firstName: string; lastName: string };

export type NewSubscription = {
  customer: PaymentCustomer;
  nonce: string;
  plan: PremiumPeriod;
  /** What each billing period costs, after any promo. */
  priceCents: Cents;
  /** 0: no trial, the first period is charged now. */
  trialDays: number;
  /**
   * Ours, the same for every attempt at the same purchase (the member's n-th subscription): a
   * retry after a lost answer finds the subscription the first attempt made instead of charging
   * again. Letters, digits, `-` and `_`, at most 36 characters (Braintree's subscription id rules).
   */
  idempotencyKey: string;
};

export type SubscriptionRestart = {
  /** The card stored when the subscription was bought; null for one bought before it was kept. */
  paymentMethodToken: string | null;
  /** The provider subscription it follows (canceled): where a card not kept here is found. */
  previousSubscriptionId: string;
  plan: PremiumPeriod;
  priceCents: Cents;
  /** A future day: the first charge then (premium is paid until then); null: charged now. */
  firstBillingDate: Date | null;
  /** Same rules as a new subscription's key. */
  idempotencyKey: string;
};

export type NewCharge = {
  customer: PaymentCustomer;
  nonce: string;
  amountCents: Cents;
  /**
   * Ours, the same for every attempt at the same purchase: a retry after a lost answer finds the
   * transaction the first attempt made instead of charging again. Same rules as a subscription's key.
   */
  idempotencyKey: string;
  /** What is bought, for the provider's records (Braintree: the transaction's line item). */
  description: string;
};

export type CompletedRefund = {
  ok: true;
  /** The refund's own transaction, or the voided charge's id. */
  refundId: string;
  /** The charge had not settled: it was voided instead (the card is never charged). */
  voided: boolean;
};

export type CompletedCharge = {
  ok: true;
  transactionId: string;
  /** What was charged: for a retried purchase, what the first attempt charged. */
  amountCents: Cents;
  card: CardSummary;
};

/** Letters, digits, `-` and `_`, at most 36 characters: Braintree's rule for subscription ids. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;

/**
 * A malformed key is our bug, not the member's: it throws (a 503 through the billing guard)
 * rather than charging under a key a retry might not find again.
 */
export const assertIdempotencyKey = (key: string): void => {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error(`invalid idempotency key: ${JSON.stringify(key)}`);
};

export type CardSummary = {
  cardType: string | null;
  lastFour: string | null;
  /**
   * The provider's fingerprint of the card number (Braintree's `unique_number_identifier`): the same
   * card gives the same one whoever stores it (decision 0047's invite rule). Absent when not told.
   */
  fingerprint?: string | null;
};

export type Charge = { transactionId: string; amountCents: Cents; status: 'settled' | 'failed' };

export type CreatedSubscription = {
  ok: true;
  /** What the provider bills: for a retried purchase, what the first attempt asked for. */
  plan: PremiumPeriod;
  priceCents: Cents;
  providerSubscriptionId: string;
  providerCustomerId: string;
  /** The stored card the subscription bills, for a later restart; null when the provider did not say. */
  paymentMethodToken: string | null;
  status: Extract<SubscriptionStatus, 'trial' | 'active'>;
  /** The trial's end, or the end of the first paid period. */
  paidThrough: Date;
  trialEndsAt: Date | null;
  card: CardSummary;
  /** The first charge, when there is no trial. */
  charge: Charge | null;
};

/** The processor or gateway refused; `message` is the provider's own text, shown to the member. */
export type PaymentDeclined = { ok: false; message: string };

/** Braintree's webhook kinds that move a subscription (the sandbox uses the same names). */
export const SUBSCRIPTION_WEBHOOK_KINDS = [
  'subscription_went_active',
  'subscription_trial_ended',
  'subscription_charged_successfully',
  'subscription_charged_unsuccessfully',
  'subscription_went_past_due',
  'subscription_canceled',
  'subscription_expired',
] as const;
export type SubscriptionWebhookKind = (typeof SUBSCRIPTION_WEBHOOK_KINDS)[number];

/** A verified notification, read into what the billing feature applies. */
export type SubscriptionEvent = {
  /** The provider's kind; kinds that are not about a subscription arrive with a null subscription id. */
  kind: string;
  /**
   * When the provider sent it (Braintree's notification `timestamp`, whole seconds): notifications
   * arrive in any order (a retry after a 503 comes after newer ones), so this, not arrival, orders them.
   */
  timestamp: Date;
  providerSubscriptionId: string | null;
  /** The status the provider reports, mapped to ours; null when the kind says nothing about status. */
  status: SubscriptionStatus | null;
  paidThrough: Date | null;
  /** The charge a `subscription_charged_*` notification carries. */
  charge: Charge | null;
  /**
   * The transaction a `transaction_*` notification is about (`transaction_settlement_declined`), or
   * the one a `dispute_*` (chargeback) notification disputes.
   */
  transactionId?: string | null;
};

/** Braintree posts `bt_signature` and `bt_payload`; the sandbox signs the same two fields. */
export type SignedNotification = { signature: string; payload: string };

export class InvalidWebhookSignature extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'InvalidWebhookSignature';
  }
}

/**
 * A notification whose signature checks out but whose payload is no notification we can read (not
 * XML or JSON, a field of the wrong type): a sender's bug, not an outage, so it is refused, not retried.
 * `problems` name what is wrong, as `field: what` lines.
 */
export class MalformedWebhook extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`malformed webhook payload: ${problems.join('; ')}`);
    this.name = 'MalformedWebhook';
    this.problems = problems;
  }
}

/** Braintree's subscription kinds → our statuses (DESIGN 4). */
export const statusForKind = (kind: string): SubscriptionStatus | null => {
  switch (kind) {
    case 'subscription_went_active':
    case 'subscription_trial_ended':
    case 'subscription_charged_successfully':
      return 'active';
    case 'subscription_charged_unsuccessfully':
    case 'subscription_went_past_due':
      return 'past_due';
    case 'subscription_canceled':
      return 'canceled';
    case 'subscription_expired':
      return 'expired';
    default:
      return null;
  }
};
