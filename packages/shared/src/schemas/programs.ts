import { z } from 'zod/mini';
import { MAX_PROMO_CODE_LENGTH } from '../constants';
import { isAmountText } from '../rules/pricing';
import { WeeklyGoalSchema } from './accounts';
import { whenMissing } from './errors';
import { idValue } from './fields';
import { ITEM_KINDS } from './library';

/**
 * Programs (accounts-and-purchase.md sections 3, 4, 7; member-experience.md sections 2, 3, 4;
 * DESIGN 3a "A program's life"). Prices are decimal strings.
 */

const decimal = z.string();
const idField = idValue();

/** One day of a program week: the workout to do and whether the member finished it. */
export const ProgramDaySchema = z.object({
  day: z.number(),
  exercise: z.object({
    id: z.number(),
    kind: z.enum(ITEM_KINDS),
    title: z.string(),
    duration: z.number(),
    thumb: z.nullable(z.string()),
    completed: z.boolean(),
  }),
});

export const ProgramWeekSchema = z.object({
  week: z.number(),
  /** "1-7": the days of the program this week covers (spec M2 "Week N (day range)"). */
  range_days: z.string(),
  days: z.array(ProgramDaySchema),
});

/** The member's purchase (rental) of a program: consecutive weeks from the purchase day. */
export const ProgramPurchaseSchema = z.object({
  id: z.number(),
  status: z.enum(['in_progress', 'completed', 'ended']),
  starts_at: z.string(),
  ends_at: z.string(),
  price: decimal,
  completed_at: z.nullable(z.string()),
  congrats_seen: z.boolean(),
});
export type ProgramPurchase = z.output<typeof ProgramPurchaseSchema>;

/** A program as the list shows it, with the member's state of it. */
export const ProgramSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Weeks. */
  duration: z.number(),
  banner_url: z.nullable(z.string()),
  price: decimal,
  apple_product_id: z.nullable(z.string()),
  program_purchase_paragraphs: z.array(z.string()),
  display_prompt: z.boolean(),
  completion_prompt_url: z.nullable(z.string()),
  program_week_required_days: z.number(),
  /** In progress now (bought, not completed, rental not over). */
  has_purchased: z.boolean(),
  /** The member's latest purchase of it was completed: "buy program again". */
  has_completed: z.boolean(),
  /** The member's latest rental of it ran out before it was completed. */
  has_canceled: z.boolean(),
  purchase: z.nullable(ProgramPurchaseSchema),
});
export type Program = z.output<typeof ProgramSchema>;

export const ProgramDetailsSchema = z.extend(ProgramSchema, { weeks: z.array(ProgramWeekSchema) });
export type ProgramDetails = z.output<typeof ProgramDetailsSchema>;

export const ProgramListSchema = z.object({ programs: z.array(ProgramSchema) });
export const ProgramAnswerSchema = z.object({ program: ProgramDetailsSchema });

/** POST /api/v4/program_promo_codes/validate: the promo code model. */
export const ProgramPromoValidateSchema = z.object({
  code: z
    .string({ error: whenMissing('common.form.required') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'common.form.required', abort: true }),
      z.maxLength(MAX_PROMO_CODE_LENGTH, { error: 'shared.programs.promoUnknown' }),
    ),
  program_id: z.optional(z.nullable(idField)),
});
export type ProgramPromoValidate = z.input<typeof ProgramPromoValidateSchema>;

export const ProgramPromoAnswerSchema = z.object({
  program_promo_code: z.object({ id: z.number(), code: z.string(), discount_percentage: z.number() }),
});
export type ProgramPromoAnswer = z.output<typeof ProgramPromoAnswerSchema>;

/** The card of the web (DESIGN 3a: as for premium). */
export const ProgramCardDetailsSchema = z.object({
  nonce_from_the_client: z
    .string({ error: whenMissing('common.form.required') })
    .check(z.minLength(1, { error: 'common.form.required', abort: true }), z.maxLength(500)),
  get_last_four: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}$/)))),
  get_card_type: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
});

/**
 * POST /api/v4/programs/{id}/purchase_program. On the web `details` is the card; inside the iOS
 * wrapper the store's `transaction_identifier`, `transaction_status` and `price` sit beside it.
 */
export const PurchaseProgramSchema = z.object({
  program_promo_code_id: z.optional(z.nullable(z.union([idField, z.literal('')]))),
  details: z.optional(z.nullable(ProgramCardDetailsSchema)),
  transaction_identifier: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  transaction_status: z.optional(z.string().check(z.maxLength(50))),
  price: z.optional(
    z
      .union([z.string(), z.number()])
      .check(z.refine(isAmountText, { error: 'shared.programs.priceInvalid' })),
  ),
});
export type PurchaseProgram = z.input<typeof PurchaseProgramSchema>;

export const PurchaseProgramAnswerSchema = z.object({
  message: z.string(),
  program: ProgramDetailsSchema,
});

/** POST /api/v4/programs/{id}/configure_days: `program_id` and the form model (spec M3). */
export const ConfigureDaysSchema = z.object({
  program_id: idField,
  model: WeeklyGoalSchema,
});
export type ConfigureDays = z.input<typeof ConfigureDaysSchema>;
