import { describe, expect, it } from 'vitest';
import { isValidTimeZone, normalizeMeasurementStandard } from './units';

describe('normalizeMeasurementStandard', () => {
  it.each([1, '1', 'international'])('%j means kg and cm (1)', (value) => {
    expect(normalizeMeasurementStandard(value)).toBe(1);
  });

  it.each([2, '2', 'imperial', 'International', 0, null, undefined, 3])(
    '%j means lbs and in (2)',
    (value) => {
      expect(normalizeMeasurementStandard(value)).toBe(2);
    },
  );
});

describe('isValidTimeZone', () => {
  it.each(['UTC', 'America/Sao_Paulo', 'Europe/Lisbon', 'Asia/Kolkata'])('accepts %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', 'not a zone', ''])('refuses %j', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
});
