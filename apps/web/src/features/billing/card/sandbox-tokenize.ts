import {
  cardTypeOf,
  digitsOnly,
  invalidCardFields,
  SANDBOX_NONCES,
  SANDBOX_TEST_CARDS,
} from '@studio/shared';
import { t } from '../../../lib/i18n';
import { CardError, type TokenizedCard } from './tokenizer';

export type SandboxCard = { number: string; expirationDate: string; cvv: string };

/**
 * The sandbox's stand-in for Braintree's tokenization (DESIGN 4): the same field checks as hosted
 * fields, then a public test card becomes its documented nonce. Any other valid number is refused,
 * as Braintree's sandbox refuses it.
 */
export const tokenizeSandboxCard = (card: SandboxCard, now: Date = new Date()): TokenizedCard => {
  if (!card.number.trim() && !card.expirationDate.trim() && !card.cvv.trim()) {
    throw new CardError(t('shared.billing.cardFieldsEmpty'), ['number', 'expirationDate', 'cvv']);
  }
  const invalid = invalidCardFields(card, now);
  if (invalid.length > 0) throw new CardError(t('shared.billing.cardFieldsInvalid'), invalid);
  const digits = digitsOnly(card.number);
  const nonce = SANDBOX_TEST_CARDS[digits];
  if (!nonce) throw new CardError(t('shared.billing.cardNotTestNumber'), ['number']);
  return {
    nonce,
    lastFour: digits.slice(-4),
    cardType: cardTypeOf(digits) ?? SANDBOX_NONCES[nonce]?.cardType ?? null,
  };
};
