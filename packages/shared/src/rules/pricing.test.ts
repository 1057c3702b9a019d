import { describe, expect, it } from 'vitest';
import { MONTHLY_LIST_PRICE } from '../constants';
import {
  applyPercentOff,
  currencyDigits,
  discountAgainstMonthly,
  formatCents,
  monthlyRecurringCents,
  periodTotal,
  pricesAfterPromo,
  programPriceAfterDiscount,
  toCents,
} from './pricing';

describe('toCents and formatCents', () => {
  it.each([
    ['19.99', 1999],
    ['19.9', 1990],
    ['19', 1900],
    [' 0.05 ', 5],
    [19.99, 1999],
    [143.88, 14388],
    [0.1 + 0.2, null],
  ])('reads %j as %j cents', (value, cents) => {
    expect(toCents(value, 'USD')).toBe(cents);
  });

  it.each(['19.999', '-1', 'abc', '', '1e3', '19,99', Number.NaN, Number.POSITIVE_INFINITY, -5])(
    'refuses %j',
    (value) => {
      expect(toCents(value, 'USD')).toBeNull();
    },
  );

  it('writes cents as a two-decimal string (format.test.ts adds the $ prefix)', () => {
    expect(formatCents(1999, 'USD')).toBe('19.99');
    expect(formatCents(600, 'USD')).toBe('6.00');
    expect(formatCents(5, 'USD')).toBe('0.05');
  });
});

describe('amounts in currencies of other than two decimals (issue 35)', () => {
  it("knows each currency's decimals from ISO 4217", () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('BRL')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('CLP')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
  });

  it('reads and writes yen and pesos as whole units, dinars with three decimals', () => {
    expect(toCents('1999', 'JPY')).toBe(1999);
    expect(toCents(4990, 'CLP')).toBe(4990);
    expect(toCents('19.99', 'JPY')).toBeNull();
    expect(toCents('1.5', 'CLP')).toBeNull();
    expect(formatCents(1999, 'JPY')).toBe('1999');
    expect(toCents('1.234', 'BHD')).toBe(1234);
    expect(toCents('1.2', 'BHD')).toBe(1200);
    expect(formatCents(1234, 'BHD')).toBe('1.234');
    expect(formatCents(5, 'BHD')).toBe('0.005');
  });

  it('takes a percentage off to the whole yen', () => {
    expect(programPriceAfterDiscount('4999', 15, 'JPY')).toBe('4249'); // 4249.15
    expect(programPriceAfterDiscount('4999', 33, 'JPY')).toBe('3349'); // 3349.33
  });
});

describe('plan prices', () => {
  it('monthly is the 19.99 list price', () => {
    expect(toCents(MONTHLY_LIST_PRICE, 'USD')).toBe(1999);
  });

  it('biannual totals 6 times its per-month value, yearly 12 times, in exact cents', () => {
    expect(periodTotal(1699, 'biannually')).toBe(10194);
    expect(periodTotal(1199, 'yearly')).toBe(14388);
    expect(periodTotal(1999, 'montly')).toBe(1999);
    expect(formatCents(periodTotal(1199, 'yearly'), 'USD')).toBe('143.88');
  });

  it('states each plan’s discount against monthly as a whole percentage', () => {
    expect(discountAgainstMonthly(1999, 1999)).toBe(0);
    expect(discountAgainstMonthly(1699, 1999)).toBe(15);
    expect(discountAgainstMonthly(1199, 1999)).toBe(40);
    expect(discountAgainstMonthly(2500, 1999)).toBe(0);
  });
});

describe('promo maths', () => {
  it('takes a whole percentage off, rounding half up to the cent', () => {
    expect(applyPercentOff(1199, 50)).toBe(600); // 599.5
    expect(applyPercentOff(1999, 10)).toBe(1799); // 1799.1
    expect(applyPercentOff(1699, 25)).toBe(1274); // 1274.25
    expect(applyPercentOff(1999, 0)).toBe(1999);
    expect(applyPercentOff(1999, 100)).toBe(0);
  });

  it('refuses a percentage that is not a whole number from 0 to 100', () => {
    expect(() => applyPercentOff(1999, 12.5)).toThrow(RangeError);
    expect(() => applyPercentOff(1999, 101)).toThrow(RangeError);
    expect(() => applyPercentOff(1999, -1)).toThrow(RangeError);
  });

  it('applies a promo per plan, and no promo leaves the prices', () => {
    const plans = { montly: 1999, biannually: 1699, yearly: 1199 };
    expect(pricesAfterPromo(plans, null)).toEqual(plans);
    expect(pricesAfterPromo(plans, { montly: 10, biannually: 0, yearly: 50 })).toEqual({
      montly: 1799,
      biannually: 1699,
      yearly: 600,
    });
  });

  it('program price after discount is the price minus the percentage, two decimals (A9)', () => {
    expect(programPriceAfterDiscount('49.99', 15, 'USD')).toBe('42.49'); // 42.4915
    expect(programPriceAfterDiscount('30', 33, 'USD')).toBe('20.10');
    expect(() => programPriceAfterDiscount('free', 10, 'USD')).toThrow(RangeError);
  });
});

describe('monthlyRecurringCents (issue 17: MRR in cents)', () => {
  it('counts a monthly price as it is, a biannual one as a sixth, a yearly one as a twelfth', () => {
    expect(monthlyRecurringCents({ montly: 1999, biannually: 0, yearly: 0 })).toBe(1999);
    expect(monthlyRecurringCents({ montly: 0, biannually: 7194, yearly: 0 })).toBe(1199);
    expect(monthlyRecurringCents({ montly: 0, biannually: 0, yearly: 14388 })).toBe(1199);
    expect(monthlyRecurringCents({ montly: 1999 * 2, biannually: 7194, yearly: 14388 })).toBe(6396);
  });

  it('divides once, after summing, rounding half up to the cent', () => {
    // 1000 / 12 = 83.33 → 83; 1006 / 12 = 83.83 → 84; 1002 / 12 = 83.5 → 84 (half up).
    expect(monthlyRecurringCents({ montly: 0, biannually: 0, yearly: 1000 })).toBe(83);
    expect(monthlyRecurringCents({ montly: 0, biannually: 0, yearly: 1006 })).toBe(84);
    expect(monthlyRecurringCents({ montly: 0, biannually: 0, yearly: 1002 })).toBe(84);
    // Two yearly subscriptions of 1001 each: 2002 / 12 = 166.83 → 167, where rounding each (83 + 83) gave 166.
    expect(monthlyRecurringCents({ montly: 0, biannually: 0, yearly: 2002 })).toBe(167);
    expect(monthlyRecurringCents({ montly: 0, biannually: 0, yearly: 0 })).toBe(0);
  });

  it('refuses what is not an amount in cents', () => {
    expect(() => monthlyRecurringCents({ montly: 19.99, biannually: 0, yearly: 0 })).toThrow(RangeError);
    expect(() => monthlyRecurringCents({ montly: -1, biannually: 0, yearly: 0 })).toThrow(RangeError);
  });
});
