import { z } from 'zod/mini';
import type { MessageId } from '../i18n/message-id';
import { type Cents, PERIOD_MONTHS, type PremiumPeriod } from '../rules/pricing';
import {
  CANCELLATION_REASON_IDS,
  CANCELLATION_REASONS,
  type CancellationReason,
  MAX_CANCELLATION_TEXT,
  RETENTION_OFFER_MONTHS,
  RETENTION_OFFER_PERCENT,
} from './subscription-life';

/**
 * Cancelling with a question and one offer (issue 18, decision 0029): why the member goes (a
 * reason of CANCELLATION_REASONS and free text, both optional), and once in
 * RETENTION_OFFER_ONCE_PER_MONTHS months RETENTION_OFFER_PERCENT % off the next
 * RETENTION_OFFER_MONTHS months of the same plan instead.
 */

export const cancellationPaths = {
  /** GET: the offer the member would get now (or null); POST: accept it (body: the answer). */
  retentionOffer: '/api/v4/users/me/subscription/retention-offer',
} as const;

export const cancellationMessages = {
  reasonUnknown: 'billing.cancel.reasonUnknown',
  textTooLong: 'billing.cancel.textTooLong',
  noOffer: 'server.cancel.noOffer',
  offerAccepted: 'billing.cancel.offerAccepted',
  question: 'billing.cancel.question',
  textLabel: 'billing.cancel.textLabel',
  offerTitle: 'billing.cancel.offerTitle',
  acceptOffer: 'billing.cancel.acceptOffer',
  cancelAnyway: 'billing.cancel.cancelAnyway',
  noReason: 'studio.schema.dashboard.noReason',
} as const;

/** The label's message id of a reason id; an unknown id (none we list) is undefined, shown as it is. */
export const cancellationReasonLabel = (id: string): MessageId | undefined =>
  CANCELLATION_REASONS.find((reason) => reason.id === id)?.label;

/** The member's answer: both parts optional (a blank text is no text). */
export const CancellationAnswerSchema = z.object({
  reason: z.optional(
    z.nullable(z.enum(CANCELLATION_REASON_IDS, { error: cancellationMessages.reasonUnknown })),
  ),
  text: z.optional(
    z.nullable(
      z.string().check(z.maxLength(MAX_CANCELLATION_TEXT, { error: cancellationMessages.textTooLong })),
    ),
  ),
});
export type CancellationAnswer = { reason?: CancellationReason | null; text?: string | null };

/** What the offer gives on the member's plan: money as decimal strings, as the API answers prices. */
export const RetentionOfferSchema = z.object({
  percent: z.number(),
  months: z.number(),
  /** Charges the discount applies to (a monthly plan: one a month; a longer plan: its next one). */
  billing_cycles: z.number(),
  price: z.string(),
  discounted_price: z.string(),
});
export type RetentionOffer = z.output<typeof RetentionOfferSchema>;

export const RetentionOfferAnswerSchema = z.object({ offer: z.nullable(RetentionOfferSchema) });
export type RetentionOfferAnswer = z.output<typeof RetentionOfferAnswerSchema>;

/** A discount running on the subscription: its price per charge and the day full price returns. */
export const SubscriptionDiscountSchema = z.object({
  discounted_price: z.string(),
  billing_cycles: z.number(),
  /** The first charge at full price again. */
  until: z.string(),
});
export type SubscriptionDiscount = z.output<typeof SubscriptionDiscountSchema>;

/**
 * The offer on a plan billed `priceCents` a period, in integer cents: the discount covers
 * RETENTION_OFFER_MONTHS months. A monthly plan gets each of its next 3 charges at half price;
 * a longer plan its next charge less half of 3 months' share of it (a biannual one 25 % off, a
 * yearly one 12.5 %). The price after the discount is rounded half up to the cent, as every price
 * after a percentage is (`applyPercentOff`): half of 999 cents is 500 to pay, 499 off.
 */
export const retentionOfferFor = (plan: PremiumPeriod, priceCents: Cents) => {
  const period = PERIOD_MONTHS[plan];
  const covered = Math.min(RETENTION_OFFER_MONTHS, period);
  const billingCycles = Math.ceil(RETENTION_OFFER_MONTHS / period);
  const whole = 100 * period;
  const discountedCents = Math.floor(
    (priceCents * (whole - RETENTION_OFFER_PERCENT * covered) + whole / 2) / whole,
  );
  return {
    percent: RETENTION_OFFER_PERCENT,
    months: RETENTION_OFFER_MONTHS,
    billingCycles,
    priceCents,
    discountedCents,
    discountCents: priceCents - discountedCents,
  };
};
