import {
  type Cents,
  discountAgainstMonthly,
  formatCents,
  type PlanPrices,
  PREMIUM_PERIODS,
  type PurchasePlans,
} from '@studio/shared';
import type { Db } from '../../db/client';
import { purchasePlans } from '../../db/schema';

/** The per-month value of each plan, as stored in the studio's currency's minor units (the migrations seed them). */
export const loadPlanPrices = async (db: Db): Promise<PlanPrices> => {
  const rows = await db.select().from(purchasePlans);
  const prices = Object.fromEntries(rows.map((row) => [row.period, row.per_month_cents])) as Partial<
    Record<string, Cents>
  >;
  for (const period of PREMIUM_PERIODS) {
    if (prices[period] === undefined) throw new Error(`purchase plan ${period} is missing`);
  }
  return prices as PlanPrices;
};

/**
 * POST /api/v3/purchase_plans: per-month values and their discounts against monthly, in the studio's
 * currency (issue 35; the spec's `USD` by default).
 */
export const presentPlans = (prices: PlanPrices, currency: string): PurchasePlans => ({
  montly_value: formatCents(prices.montly, currency),
  biannually_value: formatCents(prices.biannually, currency),
  yearly_value: formatCents(prices.yearly, currency),
  montly_discount: discountAgainstMonthly(prices.montly, prices.montly),
  biannually_discount: discountAgainstMonthly(prices.biannually, prices.montly),
  yearly_discount: discountAgainstMonthly(prices.yearly, prices.montly),
  currency,
});
