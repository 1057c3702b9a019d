import { describe, expect, it } from 'vitest';
import { localDay } from './calendar';

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
