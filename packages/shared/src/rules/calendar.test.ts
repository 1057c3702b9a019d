import { describe, expect, it } from 'vitest';
import { localClock, localDay, nextLocalMidnight } from './calendar';

describe('localDay (DESIGN 3a: a member day is in their time zone)', () => {
  const at = new Date('2026-11-22T02:30:00Z'); // a Sunday in UTC, still Saturday in New York

  it('reads the date and weekday in the zone', () => {
    expect(localDay(at, 'UTC')).toEqual({ date: '2026-11-22', weekday: 0, day: 'sunday' });
    expect(localDay(at, 'America/New_York')).toEqual({ date: '2026-11-21', weekday: 6, day: 'saturday' });
    expect(localDay(at, 'Asia/Tokyo')).toEqual({ date: '2026-11-22', weekday: 0, day: 'sunday' });
  });

  it('reads an unknown zone as UTC', () => {
    expect(localDay(at, 'Mars/Olympus')).toEqual(localDay(at, 'UTC'));
  });
});

describe('nextLocalMidnight (when a member day ends)', () => {
  it('is the next midnight in the zone, to the millisecond', () => {
    const at = new Date('2026-11-22T15:30:12.345Z');
    expect(nextLocalMidnight(at, 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(nextLocalMidnight(at, 'America/New_York').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(nextLocalMidnight(at, 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('finds a midnight one second away and across days of 23 and 25 hours', () => {
    expect(nextLocalMidnight(new Date('2026-11-22T23:59:59.000Z'), 'UTC').toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    // New York springs forward on 8 March 2026 (a 23-hour day) and falls back on 1 November (25 hours).
    expect(nextLocalMidnight(new Date('2026-03-08T06:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(nextLocalMidnight(new Date('2026-11-01T05:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });
});

describe('localClock', () => {
  it("reads the time of day in the member's zone, on a 24-hour clock; an unknown zone as UTC", () => {
    const at = new Date('2026-12-01T14:30:00Z');
    expect(localClock(at, 'Asia/Tokyo')).toBe('23:30');
    expect(localClock(at, 'America/Los_Angeles')).toBe('06:30');
    expect(localClock(new Date('2026-12-01T00:05:00Z'), 'UTC')).toBe('00:05');
    expect(localClock(at, 'Not/AZone')).toBe('14:30');
  });
});
