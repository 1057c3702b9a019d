import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Subscription } from '@studio/shared';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatDate } from '../subscription-words';

type CancelSubscriptionDialogProps = { subscription: Subscription; opened: boolean; onClose: () => void };

/** Confirms a cancellation: nothing more is billed, premium lasts until the paid-through date. */
export const CancelSubscriptionDialog = ({
  subscription,
  opened,
  onClose,
}: CancelSubscriptionDialogProps) => {
  const cancel = useCancelSubscription();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cancel subscription?"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack gap="md">
        <Text>
          You won't be charged again. Premium stays yours until {formatDate(subscription.paid_through)}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep subscription
          </Button>
          <Button
            color="red.9"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}
          >
            Cancel subscription
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
