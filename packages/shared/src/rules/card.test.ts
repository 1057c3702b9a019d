import { describe, expect, it } from 'vitest';
import {
  cardTypeOf,
  invalidCardFields,
  isExpiryValid,
  isSandboxClientToken,
  parseExpiry,
  passesLuhn,
  SANDBOX_NONCES,
  SANDBOX_TEST_CARDS,
} from './card';

const now = new Date('2026-11-22T12:00:00Z');

describe('card checks', () => {
  it("passes Braintree's test cards through Luhn and refuses a changed digit", () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
    expect(passesLuhn('abcd abcd abcd abcd')).toBe(false);
  });

  it('names the brand from the prefix', () => {
    expect(cardTypeOf('4111111111111111')).toBe('Visa');
    expect(cardTypeOf('5555555555554444')).toBe('MasterCard');
    expect(cardTypeOf('2221000000000009')).toBe('MasterCard');
    expect(cardTypeOf('378282246310005')).toBe('American Express');
    expect(cardTypeOf('6011111111111117')).toBe('Discover');
    expect(cardTypeOf('9999')).toBeNull();
  });

  it('takes a card as valid through the end of its expiry month', () => {
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('12/2030', now)).toBe(true);
    expect(isExpiryValid('13/27', now)).toBe(false);
    expect(isExpiryValid('1/27', now)).toBe(true);
    expect(isExpiryValid('soon', now)).toBe(false);
  });

  it('reads the expiry with a slash or as digits alone (MMYY, MMYYYY), as a number pad types it', () => {
    expect(parseExpiry('12/39')).toEqual({ month: 12, year: 2039 });
    expect(parseExpiry('1/2039')).toEqual({ month: 1, year: 2039 });
    expect(parseExpiry('1239')).toEqual({ month: 12, year: 2039 });
    expect(parseExpiry(' 0128 ')).toEqual({ month: 1, year: 2028 });
    expect(parseExpiry('122039')).toEqual({ month: 12, year: 2039 });
    expect(parseExpiry('1339')).toBeNull();
    expect(parseExpiry('0039')).toBeNull();
    for (const unreadable of ['139', '12345', '1234567', '12-39', '12 39', '']) {
      expect(parseExpiry(unreadable)).toBeNull();
    }
    expect(isExpiryValid('1126', now)).toBe(true);
    expect(isExpiryValid('102026', now)).toBe(false);
    expect(
      invalidCardFields({ number: '4111 1111 1111 1111', expirationDate: '1228', cvv: '123' }, now),
    ).toEqual([]);
  });

  it('lists each invalid field as hosted fields do', () => {
    expect(
      invalidCardFields({ number: '4111 1111 1111 1111', expirationDate: '12/28', cvv: '123' }, now),
    ).toEqual([]);
    expect(
      invalidCardFields({ number: '4111 1111 1111 1112', expirationDate: '01/20', cvv: '12' }, now),
    ).toEqual(['number', 'expirationDate', 'cvv']);
    // American Express takes a 4-digit code.
    expect(
      invalidCardFields({ number: '378282246310005', expirationDate: '12/28', cvv: '123' }, now),
    ).toEqual(['cvv']);
  });
});

describe('sandbox nonces', () => {
  it('maps every test card to a documented nonce the sandbox knows, with its last four', () => {
    for (const [number, nonce] of Object.entries(SANDBOX_TEST_CARDS)) {
      const known = SANDBOX_NONCES[nonce];
      expect(known).toBeDefined();
      expect(known?.lastFour).toBe(number.slice(-4));
      expect(known?.cardType).toBe(cardTypeOf(number));
    }
    expect(SANDBOX_NONCES[SANDBOX_TEST_CARDS['4000111111111115'] ?? '']?.outcome).toBe('processor_declined');
  });

  it("recognises the sandbox's client token", () => {
    expect(isSandboxClientToken('studio-sandbox:abc')).toBe(true);
    expect(isSandboxClientToken('eyJ2ZXJzaW9uIjoyfQ==')).toBe(false);
  });
});
