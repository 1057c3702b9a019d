import { MANTRA_VARIANTS } from '@studio/shared';
import { describe, expect, it } from 'vitest';
import { mantraFor, mantraIndex } from './mantras';

const day = (n: number) => new Date(2026, 0, 1 + n, 9, 30);

describe('mantras (spec M1, M9)', () => {
  it('rotates through 6 different lines, one a day', () => {
    const lines = Array.from({ length: MANTRA_VARIANTS }, (_, n) => mantraFor('Ada', day(n)));
    expect(new Set(lines).size).toBe(MANTRA_VARIANTS);
    expect(mantraFor('Ada', day(MANTRA_VARIANTS))).toBe(lines[0]);
    expect(mantraIndex(day(1))).toBe((mantraIndex(day(0)) + 1) % MANTRA_VARIANTS);
  });

  it('keeps one line for the whole day', () => {
    const morning = new Date(2026, 4, 3, 0, 5);
    const night = new Date(2026, 4, 3, 23, 55);
    expect(mantraFor('Ada', morning)).toBe(mantraFor('Ada', night));
  });

  it("carries the member's first name", () => {
    for (let n = 0; n < MANTRA_VARIANTS; n += 1) expect(mantraFor('Grace', day(n))).toContain('Grace');
  });
});
