import { MAX_PROMO_CODE_LENGTH, offerMessages } from '@studio/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { AppError } from '../../errors';
import { findPromoByCode, type PromoRow } from './promo-codes';

const percent = z.coerce.number().int().min(0).max(100);

/** What a studio operator gives to make a promo code (`npm run promo:create`). */
export const NewPromoCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(MAX_PROMO_CODE_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
    /** The same percentage off every plan, unless a plan's own is given. */
    percent: percent.default(0),
    montly: percent.optional(),
    biannually: percent.optional(),
    yearly: percent.optional(),
    trial_days: z.coerce.number().int().min(0).max(365).optional(),
    valid_from: z.coerce.date().optional(),
    valid_until: z.coerce.date().optional(),
    max_redemptions: z.coerce.number().int().min(1).optional(),
  })
  .refine((p) => !(p.valid_from && p.valid_until) || p.valid_from < p.valid_until, {
    path: ['valid_until'],
    message: 'must be after valid_from',
  });
export type NewPromoCode = z.input<typeof NewPromoCodeSchema>;

/** Makes a promo code; a code that exists already (in any casing) is a conflict, nothing changes. */
export const createPromoCode = async (db: Db, input: NewPromoCode): Promise<PromoRow> => {
  const data = NewPromoCodeSchema.parse(input);
  if (await findPromoByCode(db, data.code)) {
    throw new AppError('promo_code_taken', offerMessages.codeTaken(data.code));
  }
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: data.code,
      montly_percent: data.montly ?? data.percent,
      biannually_percent: data.biannually ?? data.percent,
      yearly_percent: data.yearly ?? data.percent,
      trial_days: data.trial_days ?? null,
      valid_from: data.valid_from ?? null,
      valid_until: data.valid_until ?? null,
      max_redemptions: data.max_redemptions ?? null,
    })
    .returning();
  if (!row) throw new Error('promo code insert returned no row');
  return row;
};
