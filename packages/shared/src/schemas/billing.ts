import { z } from 'zod/mini';
import { MAX_PROMO_CODE_LENGTH, PREMIUM_PERIODS } from '../constants';
import { isAmountText } from '../rules/pricing';
import { SUBSCRIPTION_STATUSES } from '../rules/subscription';
import { SubscriptionDiscountSchema } from './cancellation';
import { mustBe, whenMissing } from './errors';

const decimal = z.string();
/** An id the original app sent as a number or a string. */
const idField = z.union(
  [
    z.number().check(z.int(), z.positive()),
    z.string().check(z.regex(/^\d{1,15}$/, { error: mustBe('common.validation.wholeNumber') })),
  ],
  { error: mustBe('common.validation.wholeNumber') },
);

/** POST /api/v3/purchase_plans: per-month values (decimal strings) and discounts against monthly (A3). */
export const PurchasePlansSchema = z.object({
  montly_value: decimal,
  biannually_value: decimal,
  yearly_value: decimal,
  montly_discount: z.number(),
  biannually_discount: z.number(),
  yearly_discount: z.number(),
  /** The studio's currency (issue 35): ISO 4217, the amounts above in its decimals. */
  currency: z.string(),
});
export type PurchasePlans = z.output<typeof PurchasePlansSchema>;

const promoCodeText = z
  .string({ error: whenMissing('common.form.required') })
  .check(
    z.trim(),
    z.minLength(1, { error: 'common.form.required', abort: true }),
    z.maxLength(MAX_PROMO_CODE_LENGTH, { error: 'shared.billing.promoUnknown' }),
  );

/** POST /api/v3/braintrees/validade_promocode: `promocode` is the code; `code` is accepted for it; `id` is the member's. */
export const ValidatePromoCodeSchema = z.object({
  id: z.optional(z.nullable(idField)),
  promocode: z.optional(promoCodeText),
  code: z.optional(promoCodeText),
});
export type ValidatePromoCode = z.input<typeof ValidatePromoCodeSchema>;

/** A promo's effect: per-month values after it (A3 promo result), its id, and the trial it gives. */
export const PromoResultSchema = z.object({
  message: z.string(),
  promocode_id: z.number(),
  promocode: z.string(),
  monthly_amount: decimal,
  semesterly_amount: decimal,
  yearly_amount: decimal,
  montly_discount: z.number(),
  biannually_discount: z.number(),
  yearly_discount: z.number(),
  trial_days: z.number(),
});
export type PromoResult = z.output<typeof PromoResultSchema>;

/** POST /api/v3/braintrees/discount_information. */
export const DiscountInformationSchema = z.object({
  discount_id: idField,
  ip_user: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});

export const ClientTokenSchema = z.object({ client_token: z.string() });

const planName = z.enum(PREMIUM_PERIODS, { error: 'shared.billing.planUnknown' });

/** POST /api/v3/braintrees/web_payment: the premium payload of A3. `mgm` is filled by the server. */
export const WebPaymentSchema = z.object({
  nonce_from_the_client: z
    .string({ error: whenMissing('common.form.required') })
    .check(z.minLength(1, { error: 'common.form.required', abort: true }), z.maxLength(500)),
  get_last_four: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}$/)))),
  get_card_type: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  subscription_discount_id: z.optional(z.nullable(z.union([idField, z.literal('')]))),
  plan_name: planName,
  plan_price: z
    .union([z.string(), z.number()], { error: whenMissing('common.form.required') })
    .check(z.refine(isAmountText, { error: 'shared.billing.priceInvalid' })),
  mgm: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
export type WebPayment = z.input<typeof WebPaymentSchema>;

/** The member's subscription as the manage page shows it. */
export const SubscriptionSchema = z.object({
  id: z.number(),
  plan: z.enum(PREMIUM_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  price: decimal,
  trial_ends_at: z.nullable(z.string()),
  paid_through: z.string(),
  next_charge_date: z.nullable(z.string()),
  card_type: z.nullable(z.string()),
  last_four: z.nullable(z.string()),
  premium: z.boolean(),
  can_cancel: z.boolean(),
  promocode: z.nullable(z.string()),
  /** While past due (issue 18): premium lasts until then unless the card is updated. */
  grace_ends_at: z.nullable(z.string()),
});
export type Subscription = z.output<typeof SubscriptionSchema>;

/** The newest subscription, and the free trial a purchase now would start with (none after a first one). */
export const SubscriptionAnswerSchema = z.object({
  subscription: z.nullable(SubscriptionSchema),
  trial_days: z.number(),
  /** The retention offer's discount running on the subscription (decision 0029). */
  discount: z.optional(z.nullable(SubscriptionDiscountSchema)),
  /**
   * Free premium the member has from rewarded invites (decision 0047), running or still to come:
   * until when, and how many months in all. Null: none.
   */
  free_premium: z.optional(z.nullable(z.object({ until: z.string(), months: z.number() }))),
});
export type SubscriptionAnswer = z.output<typeof SubscriptionAnswerSchema>;
