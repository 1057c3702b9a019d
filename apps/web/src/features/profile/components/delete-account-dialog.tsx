import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@studio/shared';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { clearAllStoredState } from '../../../lib/session';
import { useDestroyUser } from '../api/destroy-user';

type DeleteAccountDialogProps = { opened: boolean; onClose: () => void };

/** Spec A5/M5: deleting the account needs the confirm_delete_account box ticked. */
export const DeleteAccountDialog = ({ opened, onClose }: DeleteAccountDialogProps) => {
  const [confirmed, setConfirmed] = useState(false);
  const destroyUser = useDestroyUser();

  const close = () => {
    setConfirmed(false);
    onClose();
  };

  // A failure goes through the query client's shared error handler (spec A8), like every call.
  const remove = () =>
    destroyUser.mutate(undefined, {
      onSuccess: () => {
        // Spec A4: clear every stored state, go to login and reload, so no cached data survives.
        clearAllStoredState();
        window.location.assign(paths.sign.login);
      },
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete account"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack gap="md">
        <Text>{messages.confirmDeleteAccount}</Text>
        <Checkbox
          name="confirm_delete_account"
          label="I understand my account and data will be deleted"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={remove} loading={destroyUser.isPending} disabled={!confirmed}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
