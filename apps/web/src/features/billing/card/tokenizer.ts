import type { CardField } from '@studio/shared';

/** What card fields hand over for the payment: the nonce and what the member may see of the card. */
export type TokenizedCard = { nonce: string; lastFour: string | null; cardType: string | null };

/** Card fields of either kind (sandbox inputs or Braintree's hosted fields), as the payment form uses them. */
export type CardTokenizer = { tokenize: () => Promise<TokenizedCard> };

/**
 * The provider's refusal of the card before any payment (spec A8 "Card errors"): its message is
 * shown and `fields` are flagged.
 */
export class CardError extends Error {
  readonly fields: CardField[];

  constructor(message: string, fields: CardField[] = []) {
    super(message);
    this.name = 'CardError';
    this.fields = fields;
  }
}
