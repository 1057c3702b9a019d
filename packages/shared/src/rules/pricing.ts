import type { PREMIUM_PERIODS } from '../constants';

/**
 * Money is integer cents or a decimal string, never a float sum (DESIGN 4). Every price the
 * server charges and the app shows comes from these functions.
 */
export type Cents = number;
export type PremiumPeriod = (typeof PREMIUM_PERIODS)[number];

/** A9: the biannual total is 6 times its per-month value, the yearly total 12 times. */
export const PERIOD_MONTHS: Record<PremiumPeriod, number> = { montly: 1, biannually: 6, yearly: 12 };

/** What a member reads for each period (the spec's keys are spelled `montly`, `biannually`, `yearly`). */
export const PLAN_NAMES: Record<PremiumPeriod, string> = {
  montly: 'Monthly',
  biannually: '6 months',
  yearly: 'Yearly',
};

/** "every month", "every 6 months": how often a plan is billed, in pages and mails alike. */
export const billingEvery = (period: PremiumPeriod): string =>
  PERIOD_MONTHS[period] === 1 ? 'every month' : `every ${PERIOD_MONTHS[period]} months`;

const minorDigits = new Map<string, number>();

/**
 * How many decimals a currency's amounts have (issue 35): 2 for USD, BRL and EUR, 0 for JPY and CLP,
 * 3 for BHD, as `Intl` knows them (ISO 4217). Money is integer minor units of the studio's currency
 * (a cent, a centavo, a yen): "cents" in this code's names means those units.
 */
export const currencyDigits = (currency: string): number => {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits as number;
    minorDigits.set(currency, digits);
  }
  return digits;
};

/** An amount as text: up to 7 whole digits and up to 3 decimals (any currency's; `toCents` says which fits). */
const DECIMAL = /^(\d{1,7})(?:\.(\d{1,3}))?$/;

/** Whether `value` reads as an amount in some currency: what a schema can check before it knows which. */
export const isAmountText = (value: string | number): boolean => DECIMAL.test(amountText(value));

const amountText = (value: string | number): string =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();

/**
 * An amount in `currency`'s minor units: "19.99", "19.9", "19" or 19.99 → 1999 in USD; "1999" → 1999
 * in JPY. Anything else (negative, more decimals than the currency has, text) → null.
 */
export const toCents = (value: string | number, currency: string): Cents | null => {
  const match = DECIMAL.exec(amountText(value));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
};

/** 1999 → "19.99" in USD, "1999" in JPY: the decimal string the API answers, as many decimals as the currency has. */
export const formatCents = (cents: Cents, currency: string): string => {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(cents);
  const unit = 10 ** digits;
  const whole = Math.trunc(cents / unit);
  const rest = String(Math.abs(cents % unit)).padStart(digits, '0');
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole}.${rest}`;
};

/** An amount less a whole percentage, rounded half up to the cent (integer maths only). */
export const applyPercentOff = (cents: Cents, percent: number): Cents => {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${percent}`);
  }
  return Math.floor((cents * (100 - percent) + 50) / 100);
};

/** A plan's discount against the monthly plan's price (the list price), as a whole percentage. */
export const discountAgainstMonthly = (perMonthCents: Cents, monthlyCents: Cents): number =>
  monthlyCents <= 0 ? 0 : Math.max(0, Math.round(((monthlyCents - perMonthCents) * 100) / monthlyCents));

/** What a period costs each time it is billed: the per-month value times the months. */
export const periodTotal = (perMonthCents: Cents, period: PremiumPeriod): Cents =>
  perMonthCents * PERIOD_MONTHS[period];

/** Per-month values of the three plans, as stored (monthly is always the list price). */
export type PlanPrices = Record<PremiumPeriod, Cents>;

/** Promo discounts per plan, whole percentages. */
export type PromoDiscounts = Record<PremiumPeriod, number>;

/** Per-month values after a promo code (no promo: unchanged). */
export const pricesAfterPromo = (plans: PlanPrices, promo?: PromoDiscounts | null): PlanPrices => ({
  montly: applyPercentOff(plans.montly, promo?.montly ?? 0),
  biannually: applyPercentOff(plans.biannually, promo?.biannually ?? 0),
  yearly: applyPercentOff(plans.yearly, promo?.yearly ?? 0),
});

/** A9: program price after discount is the price minus the percentage, to the currency's minor unit. */
export const programPriceAfterDiscount = (price: string, percent: number, currency: string): string => {
  const cents = toCents(price, currency);
  if (cents === null) throw new RangeError(`not a price: ${price}`);
  return formatCents(applyPercentOff(cents, percent), currency);
};

/**
 * Monthly recurring revenue from what each plan's active subscriptions bill a period (issue 17):
 * a biannual period counts as its total / 6, a yearly one as its total / 12. The totals are
 * brought to a year first (monthly × 12, biannual × 2, yearly × 1: exact integers), summed, and
 * divided by 12 once, rounding half up to the minor unit; never a float sum.
 */
export const monthlyRecurringCents = (billedPerPeriod: Record<PremiumPeriod, Cents>): Cents => {
  let yearly = 0;
  for (const [plan, cents] of Object.entries(billedPerPeriod) as [PremiumPeriod, Cents][]) {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
    yearly += cents * (12 / PERIOD_MONTHS[plan]);
  }
  return Math.floor((yearly + 6) / 12);
};
