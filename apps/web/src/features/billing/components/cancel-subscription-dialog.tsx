import type { Subscription } from '@studio/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';

type CancelSubscriptionDialogProps = { subscription: Subscription; opened: boolean; onClose: () => void };

/** Confirms a cancellation: nothing more is billed, premium lasts until the paid-through date. */
export const CancelSubscriptionDialog = ({
  subscription,
  opened,
  onClose,
}: CancelSubscriptionDialogProps) => {
  const cancel = useCancelSubscription();
  return (
    <ConfirmDialog
      opened={opened}
      title="Cancel subscription?"
      text={`You won't be charged again. Premium stays yours until ${formatDate(subscription.paid_through)}.`}
      confirmLabel="Cancel subscription"
      cancelLabel="Keep subscription"
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate(undefined, { onSuccess: onClose })}
      onCancel={onClose}
    />
  );
};
