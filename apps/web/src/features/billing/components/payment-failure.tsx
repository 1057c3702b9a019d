import { Alert, Text } from '@mantine/core';
import type { CardField } from '@studio/shared';
import type { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-handler';
import { t, useT } from '../../../lib/i18n';

/** What a refused payment shows: our sentence, and beneath it what the processor said, if anything. */
export type PaymentFailure = { message: string; detail?: string; fields: CardField[] };

/**
 * A refused payment's words (issue 14): a decline (`payment_declined`) says ours ("Your card was declined…") with
 * the processor's reason ("Do Not Honor") beneath it; anything else the server's own message.
 */
export const paymentFailureOf = (error: ApiError): PaymentFailure =>
  error.code === 'payment_declined'
    ? { message: t('shared.billing.paymentDeclined'), detail: apiErrorText(error), fields: [] }
    : { message: apiErrorText(error), fields: [] };

type PaymentFailureAlertProps = { failure: PaymentFailure | null; onClose: () => void };

/** The payment forms' failure box (premium and programs). */
export const PaymentFailureAlert = ({ failure, onClose }: PaymentFailureAlertProps) => {
  const t = useT();
  return failure ? (
    <Alert
      color="red"
      variant="light"
      title={t('billing.failure.title')}
      withCloseButton
      closeButtonLabel={t('billing.failure.dismiss')}
      onClose={onClose}
    >
      {failure.message}
      {failure.detail && failure.detail !== failure.message ? (
        <Text size="sm" mt={4}>
          {failure.detail}
        </Text>
      ) : null}
    </Alert>
  ) : null;
};
