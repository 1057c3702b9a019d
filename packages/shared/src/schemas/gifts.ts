import { z } from 'zod/mini';
import { emailField, requiredText } from './fields';

/**
 * Gift subscriptions (issue 38, decision 0048): anyone buys 1, 3 or 12 months of premium for
 * someone by card, mailed on a chosen day with a message; the recipient redeems the code at sign-up
 * or from their account. An unredeemed gift expires a year after its purchase.
 */
export const giftPaths = {
  /** GET: what each gift costs (public). POST: buy one (public). */
  gifts: '/api/v4/gifts',
  /** POST: a client token for the card fields of a buyer who may not be signed in. */
  clientToken: '/api/v4/gifts/client-token',
  /** POST: the member redeems a code. */
  redeem: '/api/v4/users/me/gifts/redeem',
  /** GET: the gifts sold, newest first (owner). */
  studioGifts: '/api/v4/studio/gifts',
  /** POST: refund a gift not redeemed yet, voiding its code (owner). */
  studioGiftRefund: (id: number | string) => `/api/v4/studio/gifts/${id}/refund`,
} as const;

/** The gifts a buyer chooses from, in months of premium. */
export const GIFT_MONTHS = [1, 3, 12] as const;
export type GiftMonths = (typeof GIFT_MONTHS)[number];
/** An unredeemed gift's code stops working this many months after the purchase. */
export const GIFT_VALID_MONTHS = 12;
export const MAX_GIFT_MESSAGE = 500;
/** The latest delivery day a buyer may choose, in days from today. */
export const MAX_GIFT_DELAY_DAYS = 365;

/** A gift's code as members type it: letters and digits, read in capitals, with or without dashes. */
export const normalizeGiftCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

const day = () => z.iso.date({ error: 'common.validation.mustBe' });

/** What the buyer writes before paying: the gift, whom it is for, when, and who gives it. */
export const GiftDetailsSchema = z.object({
  months: z.union([z.literal(1), z.literal(3), z.literal(12)]),
  recipient_name: requiredText(),
  recipient_email: emailField(),
  message: z._default(z.string().check(z.trim(), z.maxLength(MAX_GIFT_MESSAGE)), ''),
  /** The day the recipient's mail goes (the studio's calendar): today or later, within a year. */
  deliver_on: day(),
  buyer_name: requiredText(),
  buyer_email: emailField(),
});
export type GiftDetailsInput = z.input<typeof GiftDetailsSchema>;

export const GiftPurchaseSchema = z.extend(GiftDetailsSchema, {
  nonce_from_the_client: z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)),
});
export type GiftPurchaseInput = z.input<typeof GiftPurchaseSchema>;

export const GiftPricesSchema = z.object({
  prices: z.array(z.object({ months: z.number(), price: z.string() })),
  currency: z.string(),
  valid_months: z.number(),
});
export type GiftPrices = z.output<typeof GiftPricesSchema>;

export const GiftPurchasedSchema = z.object({
  months: z.number(),
  price: z.string(),
  recipient_email: z.string(),
  deliver_on: z.string(),
  /** When the code stops working if nobody redeems it. */
  expires_at: z.string(),
});
export type GiftPurchased = z.output<typeof GiftPurchasedSchema>;

export const GiftRedeemSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, { error: 'common.form.required' }), z.maxLength(64)),
});

export const GiftRedeemedSchema = z.object({
  months: z.number(),
  /** When the premium it gives ends. */
  until: z.string(),
});
export type GiftRedeemed = z.output<typeof GiftRedeemedSchema>;

export const GIFT_STATUSES = ['paid', 'delivered', 'redeemed', 'voided'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

export const StudioGiftSchema = z.object({
  id: z.number(),
  months: z.number(),
  price: z.string(),
  buyer_email: z.string(),
  recipient_email: z.string(),
  deliver_on: z.string(),
  status: z.enum(GIFT_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
  /** Refundable while nobody has redeemed it. */
  refundable: z.boolean(),
});
export const StudioGiftsSchema = z.object({ gifts: z.array(StudioGiftSchema) });
export type StudioGift = z.output<typeof StudioGiftSchema>;

export const giftMessages = {
  unknown: 'shared.gifts.unknown',
  redeemed: 'shared.gifts.redeemed',
  expired: 'shared.gifts.expired',
  voided: 'shared.gifts.voided',
  deliverPast: 'shared.gifts.deliverPast',
  deliverTooLate: 'shared.gifts.deliverTooLate',
  notRefundable: 'shared.gifts.notRefundable',
} as const;
