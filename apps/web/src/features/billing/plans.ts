import {
  type Cents,
  formatCents,
  PREMIUM_PERIODS,
  type PremiumPeriod,
  type PromoResult,
  type PurchasePlans,
  periodTotal,
  TRIAL_DAYS,
  toCents,
} from '@studio/shared';

export { PLAN_NAMES } from '@studio/shared';

export const isPremiumPeriod = (value: string | undefined): value is PremiumPeriod =>
  (PREMIUM_PERIODS as readonly string[]).includes(value ?? '');

export type PlanOffer = {
  period: PremiumPeriod;
  /** Per-month value after the promo, if one is applied. */
  perMonth: Cents;
  /** What is billed each period: the per-month value times the months (spec A9). */
  total: Cents;
  /** Whole percentage against the monthly list price. */
  discount: number;
};

/** An amount of the plans' answer in minor units of its currency (the studio's, issue 35). */
const cents = (value: string, currency: string): Cents => {
  const parsed = toCents(value, currency);
  if (parsed === null) throw new RangeError(`not a price: ${value}`);
  return parsed;
};

/**
 * The three plans as the picker shows them: the server's values, or the promo's when one is applied.
 * A promo's `_discount`s are its own percentages off each plan, so with a promo the saving against
 * monthly is worked out here from the monthly list value, rounded as the server rounds the plans'.
 */
export const planOffers = (plans: PurchasePlans, promo: PromoResult | null): PlanOffer[] => {
  const listed: Record<PremiumPeriod, string> = {
    montly: plans.montly_value,
    biannually: plans.biannually_value,
    yearly: plans.yearly_value,
  };
  const perMonth: Record<PremiumPeriod, string> = promo
    ? { montly: promo.monthly_amount, biannually: promo.semesterly_amount, yearly: promo.yearly_amount }
    : listed;
  const listedDiscount: Record<PremiumPeriod, number> = {
    montly: plans.montly_discount,
    biannually: plans.biannually_discount,
    yearly: plans.yearly_discount,
  };
  const monthly = cents(listed.montly, plans.currency);
  return PREMIUM_PERIODS.map((period) => {
    const value = cents(perMonth[period], plans.currency);
    const discount = !promo
      ? listedDiscount[period]
      : monthly > 0
        ? Math.max(0, Math.round(((monthly - value) * 100) / monthly))
        : 0;
    return { period, perMonth: value, total: periodTotal(value, period), discount };
  });
};

/** `plan_price` of the payment: the amount billed per period after the promo, as a decimal string. */
export const planPrice = (plans: PurchasePlans, promo: PromoResult | null, period: PremiumPeriod): string => {
  const offer = planOffers(plans, promo).find((item) => item.period === period);
  if (!offer) throw new RangeError(`unknown plan: ${period}`);
  return formatCents(offer.total, plans.currency);
};

/**
 * The free trial the agreement states: the promo's own, else the one the server offers this member
 * (none after a first subscription), else 14 days (spec A9) until that answer arrives.
 */
export const trialDaysOf = (promo: PromoResult | null, offered: number | undefined): number =>
  promo ? promo.trial_days : (offered ?? TRIAL_DAYS);
