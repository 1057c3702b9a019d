import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
  cancellationMessages,
  type Display,
  formatDate,
  formatMoney,
  MAX_CANCELLATION_TEXT,
  type RetentionOffer,
  type Subscription,
} from '@studio/shared';
import { useState } from 'react';
import { useDisplay, useT } from '../../../lib/i18n';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useAcceptRetentionOffer, useRetentionOffer } from '../api/retention-offer';

type CancelSubscriptionDialogProps = { subscription: Subscription; opened: boolean; onClose: () => void };

/** The offer's amounts and charges, as its sentence names them. */
const offerValues = (offer: RetentionOffer, display: Display) => ({
  discounted: formatMoney(offer.discounted_price, display),
  price: formatMoney(offer.price, display),
  count: offer.billing_cycles,
});

/**
 * Cancelling (issue 18, decision 0029): first why (a reason and text, both optional), then — once
 * a year — one offer to stay at a lower price, with "Cancel anyway" beside it. Without an offer,
 * the first step cancels. Nothing more is billed; premium lasts until the paid-through date.
 */
export const CancelSubscriptionDialog = ({
  subscription,
  opened,
  onClose,
}: CancelSubscriptionDialogProps) => {
  const t = useT();
  const display = useDisplay();
  const [step, setStep] = useState<'question' | 'offer'>('question');
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [text, setText] = useState('');
  const offer = useRetentionOffer({ enabled: opened });
  const cancel = useCancelSubscription();
  const accept = useAcceptRetentionOffer();
  const pending = cancel.isPending || accept.isPending;
  const answer = { reason, text: text.trim() || null };

  const close = () => {
    setStep('question');
    onClose();
  };
  const cancelNow = () => cancel.mutate(answer, { onSuccess: close });
  const until = formatDate(subscription.paid_through, display);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={step === 'offer' ? t(cancellationMessages.offerTitle) : t('billing.cancel.title')}
      centered
      closeButtonProps={{ 'aria-label': t('billing.cancel.close') }}
    >
      {step === 'question' || !offer.data ? (
        <Stack gap="lg">
          <Text>{t('billing.cancel.noMoreCharges', { date: until })}</Text>
          <Radio.Group
            label={t('billing.cancel.optional', { question: t(cancellationMessages.question) })}
            value={reason}
            onChange={(value) => setReason(value as CancellationReason)}
          >
            <Stack gap={6} mt="xs">
              {CANCELLATION_REASONS.map((option) => (
                <Radio key={option.id} value={option.id} label={t(option.label)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t(cancellationMessages.textLabel)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={MAX_CANCELLATION_TEXT}
            rows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending} data-autofocus>
              {t('billing.cancel.keep')}
            </Button>
            {offer.data ? (
              <Button onClick={() => setStep('offer')}>{t('billing.cancel.continue')}</Button>
            ) : (
              <Button color="red.9" onClick={cancelNow} loading={pending} disabled={offer.isLoading}>
                {t('billing.cancel.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text fw={600} size="lg">
            {t('billing.cancel.offerHeadline', { percent: offer.data.percent, months: offer.data.months })}
          </Text>
          <Text>{t('billing.cancel.offerText', offerValues(offer.data, display))}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              color="red"
              onClick={cancelNow}
              loading={cancel.isPending}
              disabled={accept.isPending}
            >
              {t(cancellationMessages.cancelAnyway)}
            </Button>
            <Button
              onClick={() => accept.mutate(answer, { onSuccess: close })}
              loading={accept.isPending}
              disabled={cancel.isPending}
              data-autofocus
            >
              {t(cancellationMessages.acceptOffer)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
