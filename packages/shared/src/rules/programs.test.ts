import { describe, expect, it } from 'vitest';
import { programPriceAfterDiscount } from './pricing';
import { changedReachedWeek, programBuyAction, rentalLasts, rentalWindow, weekDayRange } from './programs';

describe('rentalWindow', () => {
  it('rents consecutive weeks from the purchase moment', () => {
    const start = new Date('2026-11-22T15:30:00Z');
    const { startsAt, endsAt } = rentalWindow(start, 6);
    expect(startsAt).toEqual(start);
    expect(endsAt.toISOString()).toBe('2027-01-03T15:30:00.000Z');
    expect(rentalLasts({ endsAt }, new Date('2027-01-03T15:29:59Z'))).toBe(true);
    expect(rentalLasts({ endsAt }, endsAt)).toBe(false);
  });

  it('refuses a program without whole weeks', () => {
    expect(() => rentalWindow(new Date(), 0)).toThrow(RangeError);
    expect(() => rentalWindow(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('weekDayRange', () => {
  it('names the days each week covers', () => {
    expect([1, 2, 8].map(weekDayRange)).toEqual(['1-7', '8-14', '50-56']);
  });
});

describe('programBuyAction', () => {
  it('offers buy, buy again (completed or ended), or nothing while purchased', () => {
    const never = { has_purchased: false, has_completed: false, has_canceled: false };
    expect(programBuyAction(never)).toBe('buy');
    expect(programBuyAction({ ...never, has_completed: true })).toBe('buy_again');
    expect(programBuyAction({ ...never, has_canceled: true })).toBe('buy_again');
    expect(programBuyAction({ ...never, has_purchased: true, has_completed: true })).toBeNull();
  });
});

describe('programPriceAfterDiscount', () => {
  it('takes the percentage off and rounds to two decimals', () => {
    expect(programPriceAfterDiscount('49.99', 15, 'USD')).toBe('42.49');
    expect(programPriceAfterDiscount('59.99', 33, 'USD')).toBe('40.19');
    expect(programPriceAfterDiscount('10.00', 0, 'USD')).toBe('10.00');
    expect(programPriceAfterDiscount('10.00', 100, 'USD')).toBe('0.00');
  });
});

describe('changedReachedWeek', () => {
  const current = [
    [1, 2],
    [3, 4],
    [5, 6],
  ];
  it('lets every week change while nobody has reached one', () => {
    expect(changedReachedWeek(current, [[9, 9]], null)).toBeNull();
  });
  it('names the first reached week whose days change, move or go', () => {
    expect(
      changedReachedWeek(
        current,
        [
          [1, 2],
          [4, 3],
          [5, 6],
        ],
        2,
      ),
    ).toBe(2);
    expect(
      changedReachedWeek(
        current,
        [
          [1, 2],
          [3, 4, 7],
          [5, 6],
        ],
        3,
      ),
    ).toBe(2);
    expect(changedReachedWeek(current, [[1, 2]], 2)).toBe(2);
    expect(changedReachedWeek(current, [], 1)).toBe(1);
  });
  it('lets weeks after the furthest one change, go, or be added', () => {
    expect(
      changedReachedWeek(
        current,
        [
          [1, 2],
          [3, 4],
        ],
        2,
      ),
    ).toBeNull();
    expect(
      changedReachedWeek(
        current,
        [
          [1, 2],
          [3, 4],
          [7, 8],
          [9, 9],
        ],
        2,
      ),
    ).toBeNull();
  });
});
