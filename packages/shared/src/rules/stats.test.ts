import { describe, expect, it } from 'vitest';
import { localDay } from './calendar';
import {
  formatStat,
  inchesGained,
  measurementDifference,
  measurementUnit,
  periodStart,
  poundsLost,
  toInches,
  toPounds,
  weeklyProgressWords,
} from './stats';

const kg = (over: Record<string, number | null> = {}) => ({ measurement_standard: 1 as const, ...over });
const lbs = (over: Record<string, number | null> = {}) => ({ measurement_standard: 2 as const, ...over });

describe('measurement units and differences (spec M2 Measurements, DESIGN 3a)', () => {
  it('names the unit of each measure in each standard', () => {
    expect(measurementUnit('weight', 1)).toBe('kg');
    expect(measurementUnit('waist', 1)).toBe('cm');
    expect(measurementUnit('weight', 2)).toBe('lbs');
    expect(measurementUnit('hips', 2)).toBe('in');
  });

  it('converts kg to lbs and cm to inches, and leaves lbs and inches alone', () => {
    expect(toPounds(100, 1)).toBeCloseTo(220.462, 3);
    expect(toPounds(150, 2)).toBe(150);
    expect(toInches(254, 1)).toBeCloseTo(100, 9);
    expect(toInches(30, 2)).toBe(30);
  });

  it('gives the difference from the oldest set only when the standards match and both values exist', () => {
    expect(measurementDifference(kg({ waist: 80.5 }), kg({ waist: 84 }), 'waist')).toBe(-3.5);
    expect(measurementDifference(kg({ waist: 84 }), kg({ waist: 84 }), 'waist')).toBe(0);
    expect(measurementDifference(lbs({ waist: 31 }), kg({ waist: 84 }), 'waist')).toBeNull();
    expect(measurementDifference(kg({ waist: null }), kg({ waist: 84 }), 'waist')).toBeNull();
    expect(measurementDifference(kg({ chest: 100.1 }), kg({ chest: 99.9 }), 'chest')).toBe(0.2);
  });

  it('computes pounds lost in lbs across standards, and 0 without two weights', () => {
    expect(poundsLost(lbs({ weight: 200 }), lbs({ weight: 190.5 }))).toBe(9.5);
    expect(poundsLost(kg({ weight: 100 }), lbs({ weight: 210 }))).toBe(10.46);
    expect(poundsLost(kg({ weight: 100 }), null)).toBe(0);
    expect(poundsLost(kg({ weight: null }), kg({ weight: 90 }))).toBe(0);
  });

  it('sums the girths latest minus first in inches, ignoring weight and missing girths', () => {
    expect(
      inchesGained(lbs({ weight: 200, waist: 34, chest: 40 }), lbs({ weight: 150, waist: 33, chest: 42 })),
    ).toBe(1);
    expect(inchesGained(kg({ left_biceps: 30 }), kg({ left_biceps: 32.54 }))).toBe(1);
    expect(inchesGained(kg({ hips: 100 }), lbs({ hips: 40, waist: 30 }))).toBe(0.63);
  });
});

describe('stats (spec M2 Profile, M9)', () => {
  it('shows 2 decimals for a number with a decimal point, whole numbers as they are', () => {
    expect(formatStat(12)).toBe('12');
    expect(formatStat(0)).toBe('0');
    expect(formatStat(3.5)).toBe('3.50');
    expect(formatStat(10.456)).toBe('10.46');
  });

  it('starts the week on Sunday and the month on the 1st, in the member day', () => {
    const wednesday = localDay(new Date('2026-11-25T12:00:00Z'), 'UTC');
    expect(periodStart('week', wednesday)).toBe('2026-11-22');
    expect(periodStart('month', wednesday)).toBe('2026-11-01');
    const sunday = localDay(new Date('2026-11-01T03:00:00Z'), 'UTC');
    expect(periodStart('week', sunday)).toBe('2026-11-01');
    // 03:00 UTC on Nov 1 is still Saturday Oct 31 in New York: that week began Oct 25, that month Oct 1.
    const saturday = localDay(new Date('2026-11-01T03:00:00Z'), 'America/New_York');
    expect(periodStart('week', saturday)).toBe('2026-10-25');
    expect(periodStart('month', saturday)).toBe('2026-10-01');
    const newYear = localDay(new Date('2027-01-02T10:00:00Z'), 'UTC');
    expect(periodStart('week', newYear)).toBe('2026-12-27');
  });

  it('words the weekly progress against the goal', () => {
    expect(weeklyProgressWords(3, 1)).toEqual({
      title: '1 of 3 workouts this week',
      subtitle: '2 more to reach your weekly goal.',
    });
    expect(weeklyProgressWords(3, 4).subtitle).toBe('Weekly goal reached. Well done!');
    expect(weeklyProgressWords(1, 0).title).toBe('0 of 1 workout this week');
  });
});
