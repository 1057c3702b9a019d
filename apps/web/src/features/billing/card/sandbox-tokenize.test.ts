import { english } from '@studio/shared/english';
import { describe, expect, it } from 'vitest';
import { tokenizeSandboxCard } from './sandbox-tokenize';
import { CardError } from './tokenizer';

const NOW = new Date('2026-11-20T12:00:00Z');
const failureOf = (card: Parameters<typeof tokenizeSandboxCard>[0]) => {
  try {
    tokenizeSandboxCard(card, NOW);
  } catch (error) {
    if (error instanceof CardError) return { message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error('expected a card error');
};

describe('tokenizeSandboxCard (DESIGN 4)', () => {
  it("turns Braintree's public test cards into their documented nonces", () => {
    expect(
      tokenizeSandboxCard({ number: '4111 1111 1111 1111', expirationDate: '11/26', cvv: '123' }, NOW),
    ).toEqual({
      nonce: 'fake-valid-visa-nonce',
      lastFour: '1111',
      cardType: 'Visa',
    });
    expect(
      tokenizeSandboxCard({ number: '4000-1111-1111-1115', expirationDate: '1/2030', cvv: '000' }, NOW),
    ).toEqual({
      nonce: 'fake-processor-declined-visa-nonce',
      lastFour: '1115',
      cardType: 'Visa',
    });
  });

  it('flags each field that fails the hosted-fields checks', () => {
    expect(failureOf({ number: '4111 1111 1111 1112', expirationDate: '10/26', cvv: '12' })).toEqual({
      message: english('shared.billing.cardFieldsInvalid'),
      fields: ['number', 'expirationDate', 'cvv'],
    });
    expect(failureOf({ number: '', expirationDate: '', cvv: ' ' })).toEqual({
      message: english('shared.billing.cardFieldsEmpty'),
      fields: ['number', 'expirationDate', 'cvv'],
    });
  });

  it('refuses a valid number that is not a test card, flagging the number', () => {
    expect(failureOf({ number: '4242424242424242', expirationDate: '12/30', cvv: '123' })).toEqual({
      message: english('shared.billing.cardNotTestNumber'),
      fields: ['number'],
    });
  });
});
