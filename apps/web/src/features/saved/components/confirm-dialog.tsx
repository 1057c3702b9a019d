import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Are you sure?" before anything is deleted: cancel or delete (spec M2). */
export const ConfirmDialog = ({
  opened,
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => (
  <Modal
    opened={opened}
    onClose={onCancel}
    title={title}
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <Stack gap="lg">
      <Text>{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
