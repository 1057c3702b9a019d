import { describe, expect, it } from 'vitest';
import { isPremiumPeriod, planOffers, planPrice, trialDaysOf } from './plans';
import { PLANS, STUDIO20 } from './testing';

describe('plans', () => {
  it('bills the per-month value times the months, in cents (spec A9)', () => {
    expect(planOffers(PLANS, null)).toEqual([
      { period: 'montly', perMonth: 1999, total: 1999, discount: 0 },
      { period: 'biannually', perMonth: 1699, total: 10194, discount: 15 },
      { period: 'yearly', perMonth: 1199, total: 14388, discount: 40 },
    ]);
    expect(planPrice(PLANS, null, 'yearly')).toBe('143.88');
  });

  it("uses the promo's per-month values, with the saving against the monthly list price", () => {
    expect(planOffers(PLANS, STUDIO20).map(({ total, discount }) => [total, discount])).toEqual([
      [1599, 20],
      [8154, 32],
      [11508, 52],
    ]);
    expect(planPrice(PLANS, STUDIO20, 'biannually')).toBe('81.54');
  });

  it('knows the three periods, spelled as the spec spells them', () => {
    expect(['montly', 'biannually', 'yearly'].every(isPremiumPeriod)).toBe(true);
    expect(isPremiumPeriod('monthly')).toBe(false);
    expect(isPremiumPeriod(undefined)).toBe(false);
  });

  it("states the promo's trial, else none after an earlier subscription, else 14 days", () => {
    expect(trialDaysOf(null, undefined)).toBe(14);
    expect(trialDaysOf(null, 14)).toBe(14);
    expect(trialDaysOf(null, 0)).toBe(0);
    expect(trialDaysOf({ ...STUDIO20, trial_days: 30 }, 14)).toBe(30);
    expect(trialDaysOf({ ...STUDIO20, trial_days: 0 }, 14)).toBe(0);
  });
});
