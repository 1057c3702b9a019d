import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless the way back has a name of its own ("Keep subscription"). */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Inside a `Modal.Stack`, its place there: the dialog it asks for then waits behind it. */
  stackId?: string;
};

/**
 * "Are you sure?" before something cannot be undone (spec M2: deleting a list, a set, a photo;
 * cancelling premium): the way back, focused first, or the red confirmation, which waits on `pending`.
 */
export const ConfirmDialog = ({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending,
  onConfirm,
  onCancel,
  stackId,
}: ConfirmDialogProps) => (
  <Modal
    stackId={stackId}
    opened={opened}
    onClose={onCancel}
    title={title}
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <Stack gap="lg">
      <Text>{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
