import { describe, expect, it } from 'vitest';
import { convertMeasure, measureSeries, weeklyTotals } from './progress';

describe('convertMeasure', () => {
  it('converts kg and lbs, cm and in, to two decimals, and keeps a value in its own standard', () => {
    expect(convertMeasure('weight', 80, 1, 2)).toBe(176.37);
    expect(convertMeasure('weight', 170, 2, 1)).toBe(77.11);
    expect(convertMeasure('waist', 34, 2, 1)).toBe(86.36);
    expect(convertMeasure('waist', 90, 1, 2)).toBe(35.43);
    expect(convertMeasure('hips', 101.5, 1, 1)).toBe(101.5);
  });
});

describe('measureSeries', () => {
  it('sorts the sets oldest first and leaves out measures never recorded', () => {
    const series = measureSeries(
      [
        { created_at: '2027-01-11T00:00:00.000Z', measurement_standard: 2, weight: 170, chest: null },
        { created_at: '2027-01-04T00:00:00.000Z', measurement_standard: 1, weight: 80 },
      ],
      2,
    );
    expect(series).toEqual([
      {
        key: 'weight',
        unit: 'lbs',
        points: [
          { at: '2027-01-04T00:00:00.000Z', value: 176.37 },
          { at: '2027-01-11T00:00:00.000Z', value: 170 },
        ],
      },
    ]);
  });
});

describe('weeklyTotals', () => {
  it('answers twelve weeks of the zone, this one last, with whole minutes', () => {
    const weeks = weeklyTotals(
      [{ day: '2027-01-17', workouts: 1, seconds: 90 }],
      new Date('2027-01-17T01:00:00Z'),
      'Asia/Tokyo',
    );
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week_start: '2027-01-17', workouts: 1, minutes: 2 });
    const newYork = weeklyTotals(
      [{ day: '2027-01-17', workouts: 1, seconds: 90 }],
      new Date('2027-01-17T01:00:00Z'),
      'America/New_York',
    );
    expect(newYork.at(-1)).toEqual({ week_start: '2027-01-10', workouts: 0, minutes: 0 });
  });
});
