import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
  cancellationMessages,
  MAX_CANCELLATION_TEXT,
  type RetentionOffer,
  type Subscription,
} from '@studio/shared';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useAcceptRetentionOffer, useRetentionOffer } from '../api/retention-offer';
import { nextChargesWords } from '../subscription-words';

type CancelSubscriptionDialogProps = { subscription: Subscription; opened: boolean; onClose: () => void };

/** "$10.00 instead of $19.99 for your next 3 charges". */
const offerWords = (offer: RetentionOffer): string =>
  `${formatMoney(offer.discounted_price)} instead of ${formatMoney(offer.price)} for ${nextChargesWords(offer.billing_cycles)}`;

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
  const until = formatDate(subscription.paid_through);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={step === 'offer' ? cancellationMessages.offerTitle : 'Cancel subscription?'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {step === 'question' || !offer.data ? (
        <Stack gap="lg">
          <Text>{`You won't be charged again. Premium stays yours until ${until}.`}</Text>
          <Radio.Group
            label={`${cancellationMessages.question} (optional)`}
            value={reason}
            onChange={(value) => setReason(value as CancellationReason)}
          >
            <Stack gap={6} mt="xs">
              {CANCELLATION_REASONS.map((option) => (
                <Radio key={option.id} value={option.id} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={cancellationMessages.textLabel}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={MAX_CANCELLATION_TEXT}
            rows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending} data-autofocus>
              Keep subscription
            </Button>
            {offer.data ? (
              <Button onClick={() => setStep('offer')}>Continue</Button>
            ) : (
              <Button color="red.9" onClick={cancelNow} loading={pending} disabled={offer.isLoading}>
                Cancel subscription
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text fw={600} size="lg">
            {`${offer.data.percent} % off your next ${offer.data.months} months`}
          </Text>
          <Text>{`Stay with premium for ${offerWords(offer.data)}, on the same plan. After that, your usual price again. You can still cancel at any time.`}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              color="red"
              onClick={cancelNow}
              loading={cancel.isPending}
              disabled={accept.isPending}
            >
              {cancellationMessages.cancelAnyway}
            </Button>
            <Button
              onClick={() => accept.mutate(answer, { onSuccess: close })}
              loading={accept.isPending}
              disabled={cancel.isPending}
              data-autofocus
            >
              {cancellationMessages.acceptOffer}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
