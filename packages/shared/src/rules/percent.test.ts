import { describe, expect, it } from 'vitest';
import { wholePercent } from './percent';

describe('wholePercent', () => {
  it('rounds half up, in integers, and has no answer for nothing', () => {
    expect(wholePercent(1, 3)).toBe(33);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(1, 8)).toBe(13); // 12.5 up
    expect(wholePercent(1, 200)).toBe(1); // 0.5 up
    expect(wholePercent(1, 201)).toBe(0);
    expect(wholePercent(5, 5)).toBe(100);
    expect(wholePercent(0, 0)).toBeNull();
  });
});
