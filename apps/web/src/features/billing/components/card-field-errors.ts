import type { CardField } from '@studio/shared';
import { t } from '../../../lib/i18n';

/** The text under each flagged card field; the provider's own message shows above the pay button. */
export const CARD_FIELD_ERRORS: Record<CardField, string> = {
  number: t('common.billing.cardNumberInvalid'),
  expirationDate: t('common.billing.cardExpiryInvalid'),
  cvv: t('common.billing.cardCvvInvalid'),
};

export const CARD_FIELD_LABELS: Record<CardField, string> = {
  number: 'Card number',
  expirationDate: 'Expiry date (MM/YY)',
  cvv: 'CVV',
};
