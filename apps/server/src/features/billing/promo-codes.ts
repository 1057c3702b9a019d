import {
  formatCents,
  isSpecialTrialCode,
  type MessageId,
  type PlanPrices,
  type PromoDiscounts,
  type PromoResult,
  pricesAfterPromo,
  trialDaysFor,
} from '@studio/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberPromoCodes, promoCodes } from '../../db/schema';
import { AppError, notFound } from '../../errors';

export type PromoRow = typeof promoCodes.$inferSelect;

export const promoDiscounts = (promo: PromoRow | null | undefined): PromoDiscounts | null =>
  promo
    ? { montly: promo.montly_percent, biannually: promo.biannually_percent, yearly: promo.yearly_percent }
    : null;

/** Codes are matched case-insensitively (the unique index is on lower(code)). */
export const findPromoByCode = async (db: Db, code: string): Promise<PromoRow | undefined> => {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = ${code.trim().toLowerCase()}`)
    .limit(1);
  return row;
};

/**
 * The code a member typed. The special trial code of SPECIAL_TRIAL_PROMO_CODE always exists: its
 * row is made on first use if start-up did not make it (or it was removed).
 */
export const lookupPromo = async (
  db: Db,
  code: string,
  specialCode: string | undefined,
): Promise<PromoRow | undefined> => {
  const found = await findPromoByCode(db, code);
  if (found || !isSpecialTrialCode(code, specialCode) || !specialCode) return found;
  await seedPromoCodes(db, { specialCode, withDemoCode: false });
  return findPromoByCode(db, code);
};

export const findPromoById = async (db: Db, id: number): Promise<PromoRow | undefined> => {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row;
};

/** Records that the member knows a code (they validated it), so its id is accepted from them. */
export const rememberPromo = async (db: Db, userId: number, promoId: number): Promise<void> => {
  await db.insert(memberPromoCodes).values({ user_id: userId, promo_code_id: promoId }).onConflictDoNothing();
};

/** A promo by id, only if this member has validated its code; any other id is unknown to them. */
export const knownPromo = async (db: Db, userId: number, promoId: number): Promise<PromoRow | undefined> => {
  const [row] = await db
    .select({ promo: promoCodes })
    .from(memberPromoCodes)
    .innerJoin(promoCodes, eq(promoCodes.id, memberPromoCodes.promo_code_id))
    .where(and(eq(memberPromoCodes.user_id, userId), eq(memberPromoCodes.promo_code_id, promoId)))
    .limit(1);
  return row?.promo;
};

/** Why a code cannot be used now, or null when it can. */
export const promoProblem = (promo: PromoRow | undefined, now = new Date()): MessageId | null => {
  if (!promo) return 'shared.billing.promoUnknown';
  if (promo.valid_from && promo.valid_from > now) return 'shared.billing.promoNotYetValid';
  if (promo.valid_until && promo.valid_until <= now) return 'shared.billing.promoExpired';
  if (promo.max_redemptions !== null && promo.redemptions >= promo.max_redemptions) {
    return 'shared.billing.promoUsedUp';
  }
  if (promo.paused_at) return 'shared.billing.promoPaused';
  return null;
};

/** A usable promo, or a 400 naming `field` with the reason (A5: the message returned is shown). */
export const usablePromo = (promo: PromoRow | undefined, field: string): PromoRow => {
  const problem = promoProblem(promo);
  if (problem || !promo) {
    const message = problem ?? 'shared.billing.promoUnknown';
    throw new AppError('validation', message, { [field]: [message] });
  }
  return promo;
};

/**
 * Counts one use of a promo, only while it is under its limit (one statement, so two members
 * racing for the last use cannot both get it). Runs inside the purchase transaction.
 */
export const redeemPromo = async (db: Db, promoId: number): Promise<void> => {
  const now = new Date();
  const [row] = await db
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        or(isNull(promoCodes.max_redemptions), lt(promoCodes.redemptions, promoCodes.max_redemptions)),
        or(isNull(promoCodes.valid_until), sql`${promoCodes.valid_until} > ${now}`),
        isNull(promoCodes.paused_at),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!row) {
    throw new AppError('validation', 'shared.billing.promoUsedUp', {
      subscription_discount_id: ['shared.billing.promoUsedUp'],
    });
  }
};

/** The promo result of A3: per-month values after the promo, its id, and the trial it gives. */
export const presentPromo = ({
  promo,
  plans,
  specialCode,
  hadSubscriptionBefore,
  currency,
}: {
  promo: PromoRow;
  plans: PlanPrices;
  /** The studio's currency (issue 35). */
  currency: string;
  specialCode: string | undefined;
  hadSubscriptionBefore: boolean;
}): PromoResult & { message: MessageId } => {
  const prices = pricesAfterPromo(plans, promoDiscounts(promo));
  return {
    message: 'shared.billing.promoApplied' as const,
    promocode_id: promo.id,
    promocode: promo.code,
    monthly_amount: formatCents(prices.montly, currency),
    semesterly_amount: formatCents(prices.biannually, currency),
    yearly_amount: formatCents(prices.yearly, currency),
    montly_discount: promo.montly_percent,
    biannually_discount: promo.biannually_percent,
    yearly_discount: promo.yearly_percent,
    trial_days: trialDaysFor({
      code: promo.code,
      specialCode,
      promoTrialDays: promo.trial_days,
      hadSubscriptionBefore,
    }),
  };
};

/** A code the member may not see is as unknown as one that does not exist. */
export const unknownDiscount = () => notFound('shared.billing.discountUnknown');

/** The demo code of the sandbox (never with real payments). */
export const DEMO_PROMO_CODE = 'STUDIO20';

/**
 * Start-up data: the special trial code named by SPECIAL_TRIAL_PROMO_CODE (no discount, 30-day
 * trial), and with the sandbox gateway a demo code of 20 % off every plan to try the flow with.
 */
export const seedPromoCodes = async (
  db: Db,
  { specialCode, withDemoCode }: { specialCode?: string; withDemoCode: boolean },
): Promise<void> => {
  const wanted: (typeof promoCodes.$inferInsert)[] = [];
  if (specialCode?.trim()) wanted.push({ code: specialCode.trim() });
  if (withDemoCode) {
    wanted.push({ code: DEMO_PROMO_CODE, montly_percent: 20, biannually_percent: 20, yearly_percent: 20 });
  }
  for (const row of wanted) {
    if (!(await findPromoByCode(db, row.code))) await db.insert(promoCodes).values(row).onConflictDoNothing();
  }
};
