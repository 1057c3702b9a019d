import { billingMessages, type CardField } from '@studio/shared';

/** The text under each flagged card field; the provider's own message shows above the pay button. */
export const CARD_FIELD_ERRORS: Record<CardField, string> = {
  number: billingMessages.cardNumberInvalid,
  expirationDate: billingMessages.cardExpiryInvalid,
  cvv: billingMessages.cardCvvInvalid,
};

export const CARD_FIELD_LABELS: Record<CardField, string> = {
  number: 'Card number',
  expirationDate: 'Expiry date (MM/YY)',
  cvv: 'CVV',
};
