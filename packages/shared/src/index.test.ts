import { afterEach, describe, expect, it, vi } from 'vitest';

const KINDS = ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const;
const originals = KINDS.map((kind) => Intl[kind]);

/** Counts the Intl objects of each kind made from now on (each kind's own constructor still makes them). */
const countIntlObjects = () => {
  const made: Record<string, number> = {};
  for (const kind of KINDS) {
    made[kind] = 0;
    const count = () => {
      made[kind] = (made[kind] ?? 0) + 1;
    };
    Object.defineProperty(Intl, kind, {
      configurable: true,
      writable: true,
      value: new Proxy(Intl[kind], {
        construct: (target, args) => {
          count();
          return Reflect.construct(target, args) as object;
        },
        apply: (target, self, args) => {
          count();
          return Reflect.apply(target, self, args) as unknown;
        },
      }),
    });
  }
  return made;
};

describe('loading @studio/shared', () => {
  afterEach(() => {
    KINDS.forEach((kind, i) => {
      Object.defineProperty(Intl, kind, { configurable: true, writable: true, value: originals[i] });
    });
  });

  // The app's first script evaluates this package: an Intl object made then loads the browser's locale
  // data for its kind in the middle of the first page's start (some 130 ms on a slow phone), which
  // Lighthouse counted as blocking time (issue 35). Formats are made when first used.
  it('makes no Intl object while its modules are evaluated', async () => {
    vi.resetModules();
    const made = countIntlObjects();
    const shared = await import('./index');
    expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, PluralRules: 0 });
    // The count does see an object made afterwards.
    expect(shared.currencyDigits('JPY')).toBe(0);
    expect(made.NumberFormat).toBe(1);
  });
});
