import type { MessageId } from '@lingui/core';
import type { CardField } from '@studio/shared';

/** The text under each flagged card field; the provider's own message shows above the pay button. */
export const CARD_FIELD_ERRORS: Record<CardField, MessageId> = {
  number: 'shared.billing.cardNumberInvalid',
  expirationDate: 'shared.billing.cardExpiryInvalid',
  cvv: 'shared.billing.cardCvvInvalid',
};

/** Each card field's label (the sandbox's inputs and the boxes around Braintree's). */
export const CARD_FIELD_LABELS: Record<CardField, MessageId> = {
  number: 'billing.card.number',
  expirationDate: 'billing.card.expiryLabel',
  cvv: 'billing.card.cvv',
};
