import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** "Cancel" (translated) unless the way back has a name of its own ("Keep subscription"). */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Inside a `Modal.Stack`, its place there: the dialog it asks for then waits behind it. */
  stackId?: string;
  /** What the member must give before confirming (a box to tick, a password), under the text. */
  children?: ReactNode;
  /** The confirmation waits for `children` to be filled in. */
  confirmDisabled?: boolean;
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
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
  stackId,
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) => {
  const t = useT();
  return (
    <Modal
      stackId={stackId}
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('sign.ui.close') }}
    >
      <Stack gap="lg">
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel ?? t('sign.ui.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
