import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type Cents,
  PERIOD_MONTHS,
  SANDBOX_CLIENT_TOKEN_PREFIX,
  SANDBOX_NONCES,
  type SubscriptionStatus,
} from '@studio/shared';
import dayjs from 'dayjs';
import { z } from 'zod';
import {
  assertIdempotencyKey,
  type CardSummary,
  type Charge,
  type ChargeRetry,
  type CompletedCharge,
  type CompletedRefund,
  type CreatedSubscription,
  InvalidWebhookSignature,
  MalformedWebhook,
  type NewCharge,
  type NewSubscription,
  type PaymentDeclined,
  type PaymentMethodUpdate,
  type PaymentsGateway,
  type RetriedCharge,
  type SignedNotification,
  type SubscriptionDiscount,
  type SubscriptionEvent,
  type SubscriptionRestart,
  statusForKind,
  type UpdatedPaymentMethod,
} from './port';

/**
 * The default gateway (DESIGN 4): Braintree's sandbox semantics, offline. It honours Braintree's
 * documented test nonces (the app's sandbox card fields turn the public test cards into them) and
 * signs its webhook notifications as Braintree does, with its own key, so that the same flows,
 * tests and screens work without a network. Nothing it does moves real money.
 */
export type SandboxGateway = PaymentsGateway & {
  /** A signed notification, as `gateway.webhookTesting.sampleNotification` gives for Braintree. */
  sampleNotification(input: SampleNotification): SignedNotification;
  /** Any text signed as a payload with the key, as one who holds it could post (tests of malformed ones). */
  signedPayload(text: string): SignedNotification;
  /** The discounts applied, by subscription id (one each: a retry adds nothing). */
  discounts(): Map<string, SubscriptionDiscount>;
  /** The one-off charges made so far, oldest first: a retried charge is in it once. */
  charges(): SandboxCharge[];
  /** The restarted subscriptions (resumes, undone cancellations), oldest first: a retry is in it once. */
  restarts(): SandboxRestart[];
};

export type SandboxRestart = Omit<CreatedSubscription, 'ok'> & { firstBillingDate: Date | null };

/** A one-off charge as the sandbox keeps it, with what it was asked for, for tests to look at. */
export type SandboxCharge = Omit<CompletedCharge, 'ok'> & {
  idempotencyKey: string;
  memberId: number;
  description: string;
};

export type SampleNotification = {
  kind: string;
  subscriptionId: string;
  paidThrough?: Date;
  charge?: Charge;
  /** Braintree's payload carries a timestamp, so two notifications of the same kind differ. */
  timestamp?: Date;
  /** The transaction of a `transaction_*` kind (`transaction_settlement_declined`). */
  transactionId?: string;
};

/** What the sandbox signs: Braintree's notification, as JSON. Read back through this schema only. */
const SandboxPayloadSchema = z.object({
  kind: z.string().min(1),
  /** Empty for a kind that is not about a subscription. */
  subscription_id: z.string(),
  /** When the sandbox sent it, as Braintree stamps each notification. */
  timestamp: z.iso.datetime(),
  paid_through: z.iso.datetime().optional(),
  charge: z
    .object({
      transactionId: z.string().min(1),
      amountCents: z.number().int().nonnegative(),
      status: z.enum(['settled', 'failed']),
    })
    .optional(),
  transaction_id: z.string().min(1).optional(),
});
type SandboxPayload = z.infer<typeof SandboxPayloadSchema>;

/** The signed payload read through the schema; what is wrong with it, named by field, otherwise. */
const readPayload = (payload: string): SandboxPayload => {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch (error) {
    throw new MalformedWebhook([`payload: not JSON (${(error as Error).message})`]);
  }
  const read = SandboxPayloadSchema.safeParse(json);
  if (read.success) return read.data;
  throw new MalformedWebhook(
    read.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`),
  );
};

const SIGNATURE_KEY_ID = 'studio_sandbox';

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Braintree's answer to a nonce it does not know. */
export const UNKNOWN_NONCE_MESSAGE = 'Unknown or expired payment_method_nonce.';

/** Braintree's answer to a sale of nothing (Transaction.AmountMustBeGreaterThanZero, 81531). */
export const AMOUNT_NOT_POSITIVE_MESSAGE = 'Amount must be greater than zero.';
/** Braintree's answer to a stored card it does not know (PaymentMethodTokenIsInvalid, 91903). */
export const UNKNOWN_TOKEN_MESSAGE = 'Payment method token is invalid.';

/** Braintree's words for a transaction it does not know, and for a second refund of one. */
export const REFUND_UNKNOWN_MESSAGE = 'Transaction could not be found.';
export const REFUND_TWICE_MESSAGE = 'Transaction has already been completely refunded.';
/** Braintree's words for a refund beyond what is left of the charge (91521). */
export const REFUND_TOO_LARGE_MESSAGE = 'Refund amount is too large.';

/** The test card behind one of Braintree's test nonces, or Braintree's refusal: one rule for every call. */
const cardOf = (nonce: string): { ok: true; card: CardSummary } | PaymentDeclined => {
  const card = Object.hasOwn(SANDBOX_NONCES, nonce) ? SANDBOX_NONCES[nonce] : undefined;
  if (!card) return { ok: false, message: UNKNOWN_NONCE_MESSAGE };
  if (card.outcome !== 'approved') return { ok: false, message: card.message ?? 'Declined' };
  // Each test nonce stands for one test card number: its brand and last four name it.
  const fingerprint = `sandbox_${card.cardType}_${card.lastFour}`.toLowerCase().replaceAll(' ', '-');
  return { ok: true, card: { cardType: card.cardType, lastFour: card.lastFour, fingerprint } };
};

/**
 * `signingKey` signs and checks webhook notifications. It is a secret: with a key anyone can read
 * (it was a literal in the source), anyone could post a notification that grants premium. The
 * server keeps one per data folder (`sandboxSigningKey`); without one, each gateway makes its own.
 */
export const createSandboxGateway = ({
  signingKey = randomBytes(32).toString('hex'),
}: {
  signingKey?: string;
} = {}): SandboxGateway => {
  const hmac = (payload: string) => createHmac('sha256', signingKey).update(payload).digest('hex');
  const sign = (text: string): SignedNotification => {
    const payload = Buffer.from(text).toString('base64');
    return { signature: `${SIGNATURE_KEY_ID}|${hmac(payload)}`, payload };
  };
  // Subscriptions by idempotency key, as Braintree keeps them by id: a retried purchase finds its first attempt.
  const created = new Map<string, CreatedSubscription>();
  // Charges by idempotency key, as Braintree finds a sale by its order id; declines are not kept, as
  // the Braintree adapter looks only for sales that went through.
  const charged = new Map<string, SandboxCharge>();
  // What each transaction charged and how much of it was given back: refunds may come in parts
  // (an invitee's discount, then the rest), never more than was charged.
  const amounts = new Map<string, Cents>();
  const refunded = new Map<string, number>();
  const sale = (amountCents: Cents) => {
    const transactionId = id('sandbox_txn');
    amounts.set(transactionId, amountCents);
    return transactionId;
  };
  const discounted = new Map<string, SubscriptionDiscount>();
  const retried = new Map<string, RetriedCharge>();
  const restarted = new Map<string, SandboxRestart>();
  return {
    provider: 'sandbox',

    async clientToken() {
      const token = Buffer.from(JSON.stringify({ environment: 'sandbox', nonce: id('ct') })).toString(
        'base64url',
      );
      return `${SANDBOX_CLIENT_TOKEN_PREFIX}${token}`;
    },

    async createSubscription({
      customer,
      nonce,
      plan,
      priceCents,
      trialDays,
      idempotencyKey,
    }: NewSubscription) {
      const earlier = created.get(idempotencyKey);
      if (earlier) return earlier;
      const tested = cardOf(nonce);
      if (!tested.ok) return tested;
      const now = dayjs();
      const trialEndsAt = trialDays > 0 ? now.add(trialDays, 'day').toDate() : null;
      const charge: Charge | null = trialEndsAt
        ? null
        : { transactionId: sale(priceCents as Cents), amountCents: priceCents as Cents, status: 'settled' };
      const subscription: CreatedSubscription = {
        ok: true,
        plan,
        priceCents,
        providerSubscriptionId: idempotencyKey,
        providerCustomerId: `sandbox_cus_${customer.memberId}`,
        paymentMethodToken: `sandbox_pm_${idempotencyKey}`,
        status: trialEndsAt ? 'trial' : 'active',
        paidThrough: trialEndsAt ?? now.add(PERIOD_MONTHS[plan], 'month').toDate(),
        trialEndsAt,
        card: tested.card,
        charge,
      };
      created.set(idempotencyKey, subscription);
      return subscription;
    },

    async cancelSubscription() {},

    // As Braintree keeps a discount on the subscription for its billing cycles; the first one stays.
    async applyDiscount(subscriptionId: string, discount: SubscriptionDiscount) {
      if (!discounted.has(subscriptionId)) discounted.set(subscriptionId, { ...discount });
    },

    discounts: () => new Map(discounted),

    // Any stored card of the sandbox's bills again (it forgets them at restart, the database does
    // not); a subscription bought before cards were kept is found by its own id, as Braintree does.
    async restartSubscription(input: SubscriptionRestart) {
      assertIdempotencyKey(input.idempotencyKey);
      const earlier = restarted.get(input.idempotencyKey);
      if (earlier) return { ok: true as const, ...earlier };
      const token = input.paymentMethodToken ?? `sandbox_pm_${input.previousSubscriptionId}`;
      if (!token.startsWith('sandbox_pm_')) return { ok: false, message: UNKNOWN_TOKEN_MESSAGE };
      const first =
        input.firstBillingDate && input.firstBillingDate > new Date() ? input.firstBillingDate : null;
      const card = created.get(token.slice('sandbox_pm_'.length))?.card ?? { cardType: null, lastFour: null };
      const subscription: SandboxRestart = {
        plan: input.plan,
        priceCents: input.priceCents,
        providerSubscriptionId: input.idempotencyKey,
        providerCustomerId: `sandbox_cus_of_${token}`,
        paymentMethodToken: token,
        status: 'active',
        paidThrough: first ?? dayjs().add(PERIOD_MONTHS[input.plan], 'month').toDate(),
        trialEndsAt: null,
        card,
        charge: first
          ? null
          : { transactionId: sale(input.priceCents), amountCents: input.priceCents, status: 'settled' },
        firstBillingDate: first,
      };
      restarted.set(input.idempotencyKey, subscription);
      return { ok: true as const, ...subscription };
    },

    restarts: () => [...restarted.values()].map((restart) => ({ ...restart })),

    async charge({ customer, nonce, amountCents, idempotencyKey, description }: NewCharge) {
      assertIdempotencyKey(idempotencyKey);
      let charge = charged.get(idempotencyKey);
      if (!charge) {
        if (amountCents <= 0) return { ok: false, message: AMOUNT_NOT_POSITIVE_MESSAGE };
        const tested = cardOf(nonce);
        if (!tested.ok) return tested;
        charge = {
          transactionId: sale(amountCents),
          amountCents,
          card: tested.card,
          idempotencyKey,
          memberId: customer.memberId,
          description,
        };
        charged.set(idempotencyKey, charge);
      }
      // For a retry, the first attempt's charge, whatever this one asks: it is what the member paid.
      const { transactionId, amountCents: paid, card } = charge;
      return { ok: true, transactionId, amountCents: paid, card } satisfies CompletedCharge;
    },

    charges: () => [...charged.values()].map((charge) => ({ ...charge })),

    // A new card is checked as a sale's is; Braintree verifies it before storing it.
    async updatePaymentMethod({ nonce }: PaymentMethodUpdate) {
      const tested = cardOf(nonce);
      if (!tested.ok) return tested;
      return { ok: true, card: tested.card, token: id('sandbox_pm') } satisfies UpdatedPaymentMethod;
    },

    // Only verified cards become a subscription's, so the retry goes through; a repeat for the same
    // period (an answer lost) answers the first retry, as Braintree finds the subscription paid.
    async retryCharge({ providerSubscriptionId, plan, priceCents, paidThrough }: ChargeRetry) {
      const key = `${providerSubscriptionId}:${paidThrough.toISOString()}`;
      let retry = retried.get(key);
      if (!retry) {
        retry = {
          ok: true,
          charge: { transactionId: sale(priceCents), amountCents: priceCents, status: 'settled' },
          paidThrough: dayjs(paidThrough).add(PERIOD_MONTHS[plan], 'month').toDate(),
        };
        retried.set(key, retry);
      }
      return retry;
    },

    // The database says which charges were made (the sandbox forgets them at restart): any charge
    // id of the sandbox's is refunded once; a second refund is refused as Braintree refuses it.
    async refund(transactionId: string, amountCents: Cents) {
      if (!/^sandbox_/.test(transactionId)) return { ok: false, message: REFUND_UNKNOWN_MESSAGE };
      const before = refunded.get(transactionId) ?? 0;
      const total = amounts.get(transactionId);
      // Of a charge whose amount it never saw, a second refund is refused, as of a whole one.
      if (before > 0 && (total === undefined || before >= total))
        return { ok: false, message: REFUND_TWICE_MESSAGE };
      if (amountCents <= 0) return { ok: false, message: AMOUNT_NOT_POSITIVE_MESSAGE };
      if (total !== undefined && before + amountCents > total)
        return { ok: false, message: REFUND_TOO_LARGE_MESSAGE };
      refunded.set(transactionId, before + amountCents);
      return { ok: true, refundId: id('sandbox_refund'), voided: false } satisfies CompletedRefund;
    },

    async parseWebhook({ signature, payload }: SignedNotification): Promise<SubscriptionEvent> {
      const [keyId, digest] = signature.split('|');
      const expected = Buffer.from(hmac(payload));
      const given = Buffer.from(digest ?? '');
      if (
        keyId !== SIGNATURE_KEY_ID ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw new InvalidWebhookSignature();
      }
      const data = readPayload(payload);
      const status: SubscriptionStatus | null = statusForKind(data.kind);
      // A charge the provider tells of is one it made: its amount bounds its refunds.
      if (data.charge && !amounts.has(data.charge.transactionId)) {
        amounts.set(data.charge.transactionId, data.charge.amountCents as Cents);
      }
      return {
        kind: data.kind,
        timestamp: new Date(data.timestamp),
        providerSubscriptionId: data.subscription_id || null,
        status,
        paidThrough: data.paid_through ? new Date(data.paid_through) : null,
        charge: data.charge ?? null,
        ...(data.transaction_id ? { transactionId: data.transaction_id } : {}),
      };
    },

    sampleNotification({
      kind,
      subscriptionId,
      paidThrough,
      charge,
      timestamp,
      transactionId,
    }: SampleNotification) {
      const data: SandboxPayload = {
        kind,
        subscription_id: subscriptionId,
        timestamp: (timestamp ?? new Date()).toISOString(),
        ...(paidThrough ? { paid_through: paidThrough.toISOString() } : {}),
        ...(charge ? { charge } : {}),
        ...(transactionId ? { transaction_id: transactionId } : {}),
      };
      return sign(JSON.stringify(data));
    },

    signedPayload: sign,
  };
};
