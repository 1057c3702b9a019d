import { z } from 'zod/mini';
import { MAX_PROMO_CODE_LENGTH } from '../constants';
import type { Wording } from '../i18n/wording';
import { mustBe, whenMissing } from './errors';
import { idValue } from './fields';

/**
 * The console's offers (issue 17): premium promo codes (a percent per plan, an optional trial, a
 * window, a limit of uses) and program promo codes (a percent, one program or any), each paused,
 * resumed or ended by an owner. The special trial code (SPECIAL_TRIAL_PROMO_CODE) is listed too.
 */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MIN_PROMO_CODE_LENGTH = 3;

export const offerMessages = {
  codeRequired: 'studio.schema.offer.codeRequired',
  codeTaken: (code: string): Wording => ({ id: 'studio.schema.offer.codeTaken', values: { code } }),
  codeInvalid: 'studio.schema.offer.codeInvalid',
  untilAfterFrom: 'studio.schema.offer.untilAfterFrom',
  untilInPast: 'studio.schema.offer.untilInPast',
  noDiscount: 'studio.schema.offer.noDiscount',
  programUnknown: 'studio.schema.programUnknown',
  offerUnknown: 'studio.schema.offer.offerUnknown',
  ended: 'studio.schema.offer.ended',
  paused: 'studio.schema.offer.paused',
  resumed: 'studio.schema.offer.resumed',
  endedNow: 'studio.schema.offer.endedNow',
} as const;

const code = () =>
  z.string({ error: whenMissing(offerMessages.codeRequired) }).check(
    z.trim(),
    z.minLength(1, { error: offerMessages.codeRequired, abort: true }),
    z.refine(
      (value) =>
        value.length >= MIN_PROMO_CODE_LENGTH &&
        value.length <= MAX_PROMO_CODE_LENGTH &&
        PROMO_CODE_PATTERN.test(value),
      { error: offerMessages.codeInvalid },
    ),
  );

/** A whole percent, 0 to 100 (form posts may send digits). */
const percent = () =>
  z
    .pipe(
      z.union(
        [
          z.number(),
          z.string().check(z.regex(/^\d{1,3}$/, { error: mustBe('common.validation.wholeNumber') })),
        ],
        {
          error: mustBe('common.validation.wholeNumber'),
        },
      ),
      z.transform((value: number | string) => Number(value)),
    )
    .check(z.int({ error: mustBe('common.validation.wholeNumber') }), z.gte(0), z.lte(100));

/** Empty, null or absent: none. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.union([
      schema,
      z.pipe(
        z.literal(''),
        z.transform(() => null),
      ),
      z.null(),
    ]),
  );

const wholeAtLeastOne = (max: number) =>
  z
    .pipe(
      z.union(
        [
          z.number(),
          z.string().check(z.regex(/^\d{1,9}$/, { error: mustBe('common.validation.wholeNumber') })),
        ],
        {
          error: mustBe('common.validation.wholeNumber'),
        },
      ),
      z.transform((value: number | string) => Number(value)),
    )
    .check(z.int({ error: mustBe('common.validation.wholeNumber') }), z.gte(1), z.lte(max));

const day = () => z.iso.date();

export const PremiumOfferInputSchema = z
  .object({
    code: code(),
    montly_percent: percent(),
    biannually_percent: percent(),
    yearly_percent: percent(),
    trial_days: optional(
      z
        .pipe(
          z.union([
            z.number(),
            z.string().check(z.regex(/^\d{1,3}$/, { error: mustBe('common.validation.wholeNumber') })),
          ]),
          z.transform((value: number | string) => Number(value)),
        )
        .check(z.int(), z.gte(1), z.lte(365)),
    ),
    /** The first day it may be used, in the studio's time zone. */
    valid_from: optional(day()),
    /** The last day it may be used, in the studio's time zone. */
    valid_until: optional(day()),
    max_redemptions: optional(wholeAtLeastOne(1_000_000)),
  })
  .check(
    z.refine((offer) => !offer.valid_from || !offer.valid_until || offer.valid_from <= offer.valid_until, {
      error: offerMessages.untilAfterFrom,
      path: ['valid_until'],
    }),
    z.refine(
      (offer) =>
        offer.montly_percent > 0 ||
        offer.biannually_percent > 0 ||
        offer.yearly_percent > 0 ||
        (offer.trial_days ?? 0) > 0,
      { error: offerMessages.noDiscount, path: ['montly_percent'] },
    ),
  );
export type PremiumOfferInput = z.input<typeof PremiumOfferInputSchema>;
export type PremiumOfferValues = z.output<typeof PremiumOfferInputSchema>;

export const ProgramOfferInputSchema = z.object({
  code: code(),
  percent: percent().check(z.gte(1)),
  /** Null or absent: any program. */
  program_id: optional(idValue()),
  valid_until: optional(day()),
  max_redemptions: optional(wholeAtLeastOne(1_000_000)),
});
export type ProgramOfferInput = z.input<typeof ProgramOfferInputSchema>;
export type ProgramOfferValues = z.output<typeof ProgramOfferInputSchema>;

/** What an owner does to a code: pause it (members are told it is not valid), resume it, or end it for good. */
export const OFFER_ACTIONS = ['pause', 'resume', 'end'] as const;
export const OfferActionSchema = z.object({
  action: z.enum(OFFER_ACTIONS, { error: 'Action must be pause, resume or end' }),
});

export const OFFER_STATES = ['active', 'scheduled', 'paused', 'used_up', 'ended'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

const offerCommon = {
  id: z.number(),
  code: z.string(),
  state: z.enum(OFFER_STATES),
  valid_until: z.nullable(z.string()),
  max_redemptions: z.nullable(z.number()),
  redemptions: z.number(),
  created_at: z.string(),
};

export const PremiumOfferSchema = z.object({
  ...offerCommon,
  montly_percent: z.number(),
  biannually_percent: z.number(),
  yearly_percent: z.number(),
  trial_days: z.nullable(z.number()),
  valid_from: z.nullable(z.string()),
  /** The special trial code of SPECIAL_TRIAL_PROMO_CODE. */
  special: z.boolean(),
});
export type PremiumOffer = z.output<typeof PremiumOfferSchema>;

export const ProgramOfferSchema = z.object({
  ...offerCommon,
  percent: z.number(),
  program: z.nullable(z.object({ id: z.number(), title: z.string() })),
});
export type ProgramOffer = z.output<typeof ProgramOfferSchema>;

export const OffersSchema = z.object({
  premium: z.array(PremiumOfferSchema),
  program: z.array(ProgramOfferSchema),
  /** The programs a program code may be for. */
  programs: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type Offers = z.output<typeof OffersSchema>;

/** What decides where a code stands (either kind; a program code has no start). */
export type OfferLimits = {
  paused_at: Date | null;
  valid_from?: Date | null;
  valid_until: Date | null;
  max_redemptions: number | null;
  redemptions: number;
};

/** Where a code stands now: ended and used up win over paused, paused over scheduled. */
export const offerState = (row: OfferLimits, now = new Date()): OfferState => {
  if (row.valid_until && row.valid_until <= now) return 'ended';
  if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return 'used_up';
  if (row.paused_at) return 'paused';
  if (row.valid_from && row.valid_from > now) return 'scheduled';
  return 'active';
};
