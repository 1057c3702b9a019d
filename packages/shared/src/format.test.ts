import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatMoney,
  formatMonthYear,
  formatShortDate,
} from './format';

describe('formatMoney (A9: USD, prefix $)', () => {
  it('writes cents and decimal strings with the $ prefix and two decimals', () => {
    expect(formatMoney(14388)).toBe('$143.88');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('49.99')).toBe('$49.99');
    expect(formatMoney('19.9')).toBe('$19.90');
    expect(formatMoney(123450)).toBe('$1234.50');
  });

  it('shows text that is not an amount as it is', () => {
    expect(formatMoney('free')).toBe('free');
  });
});

describe("formatMoney in the studio's currency and the member's language (issue 35)", () => {
  // Intl separates the symbol with a no-break space: compare with plain spaces.
  const money = (amount: number | string, locale: string, currency: string) =>
    formatMoney(amount, { locale, currency }).replace(/\u00a0/g, ' ');

  it('writes reais and euros as Brazil and Spain write them', () => {
    expect(money(3990, 'pt-BR', 'BRL')).toBe('R$ 39,90');
    expect(money('39.9', 'es-ES', 'EUR')).toBe('39,90 €');
    expect(money(123450, 'pt-BR', 'BRL')).toBe('R$ 1234,50');
  });

  it('writes a zero-decimal currency in whole units, from minor units or the API string', () => {
    expect(money(1999, 'en-US', 'JPY')).toBe('¥1999');
    expect(money('4990', 'es-ES', 'CLP')).toBe('4990 CLP');
    expect(money('19.99', 'en-US', 'JPY')).toBe('19.99');
  });
});

describe('dates (M2, M9)', () => {
  const at = '2026-09-05T14:30:00Z';
  const utc = { locale: 'en-US', currency: 'USD', timeZone: 'UTC' };

  it('writes the spec patterns', () => {
    expect(formatDate(at, utc)).toBe('September 5, 2026');
    expect(formatShortDate(at, utc)).toBe('5 Sep, 2026');
    expect(formatMonthYear(at, utc)).toBe('Sep 26');
    expect(formatDateTime(at, utc)).toBe('Sep 5, 14:30');
    expect(formatDateTime('2026-05-05T00:05:00Z', utc)).toBe('May 5, 00:05');
  });

  it('writes a short date as each language writes it; English keeps the spec comma (issue 35)', () => {
    expect(formatShortDate(at, { ...utc, locale: 'pt-BR' })).toBe('5 de set. de 2026');
    expect(formatShortDate(at, { ...utc, locale: 'es' })).toBe('5 sept 2026');
  });

  it("reads the day in the display's zone", () => {
    expect(formatDate('2026-09-05T02:00:00Z', { ...utc, timeZone: 'America/New_York' })).toBe(
      'September 4, 2026',
    );
  });
});

describe('formatDecimal', () => {
  it('keeps up to two decimals and no separator', () => {
    expect(formatDecimal(80.5)).toBe('80.5');
    expect(formatDecimal(1234.567)).toBe('1234.57');
    expect(formatDecimal(-1.5)).toBe('-1.5');
  });
});

describe('formatCount', () => {
  it('groups thousands as the locale does, whole numbers only', () => {
    expect(formatCount(16225)).toBe('16,225');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234567, { locale: 'de-DE', currency: 'EUR', timeZone: 'UTC' })).toBe('1.234.567');
  });
});

describe('formatDay (issue 17: a studio day on the dashboard)', () => {
  it('writes a calendar day as itself, whatever the display zone', () => {
    expect(formatDay('2026-11-05')).toBe('Nov 5');
    expect(
      formatDay('2026-11-05', { locale: 'en-US', currency: 'USD', timeZone: 'Pacific/Kiritimati' }),
    ).toBe('Nov 5');
    expect(formatDay('2026-01-01', { locale: 'en-US', currency: 'USD', timeZone: 'America/Adak' })).toBe(
      'Jan 1',
    );
  });
});
