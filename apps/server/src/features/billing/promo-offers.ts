import {
  isSpecialTrialCode,
  offerMessages,
  offerState,
  type PremiumOffer,
  type PremiumOfferValues,
  SPECIAL_TRIAL_DAYS,
} from '@studio/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { notFound } from '../../errors';
import { startOfDayIn } from '../../lib/studio-time';
import { type OfferAction, offerChange, offerEnd } from './offer-checks';
import type { PromoRow } from './promo-codes';

export const presentPremiumOffer = (row: PromoRow, specialCode: string | undefined): PremiumOffer => {
  const special = isSpecialTrialCode(row.code, specialCode);
  return {
    id: row.id,
    code: row.code,
    state: offerState(row),
    montly_percent: row.montly_percent,
    biannually_percent: row.biannually_percent,
    yearly_percent: row.yearly_percent,
    // The special code's trial is the spec's (SPECIAL_TRIAL_DAYS), not a column of its row.
    trial_days: special ? SPECIAL_TRIAL_DAYS : row.trial_days,
    valid_from: row.valid_from?.toISOString() ?? null,
    valid_until: row.valid_until?.toISOString() ?? null,
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    created_at: row.created_at.toISOString(),
    special,
  };
};

/** Every premium code, newest first. */
export const listPremiumOffers = (db: Db): Promise<PromoRow[]> =>
  db.select().from(promoCodes).orderBy(desc(promoCodes.created_at), desc(promoCodes.id));

/**
 * Makes a premium code from the console's form; dates are days in the studio's time zone. A code
 * that exists in any casing breaks the unique index: 409 naming `code` (lib/unique-conflicts.ts).
 */
export const createPremiumOffer = async (
  db: Db,
  values: PremiumOfferValues,
  zone: string,
): Promise<PromoRow> => {
  const validUntil = offerEnd(values.valid_until, zone);
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: values.code,
      montly_percent: values.montly_percent,
      biannually_percent: values.biannually_percent,
      yearly_percent: values.yearly_percent,
      trial_days: values.trial_days ?? null,
      valid_from: values.valid_from ? startOfDayIn(values.valid_from, zone) : null,
      valid_until: validUntil,
      max_redemptions: values.max_redemptions ?? null,
    })
    .returning();
  if (!row) throw new Error('promo code insert returned no row');
  return row;
};

/**
 * Pauses, resumes or ends a code (row locked, so two owners' clicks apply one after the other);
 * answers the row before and after. An ended code stays ended.
 */
export const changePremiumOffer = async (
  db: Db,
  id: number,
  action: OfferAction,
): Promise<{ before: PromoRow; after: PromoRow }> => {
  const [before] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  if (!before) throw notFound(offerMessages.offerUnknown);
  const [after] = await db
    .update(promoCodes)
    .set(offerChange(before, action))
    .where(eq(promoCodes.id, id))
    .returning();
  if (!after) throw notFound('shared.billing.promoUnknown');
  return { before, after };
};
