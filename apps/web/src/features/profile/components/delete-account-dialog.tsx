import { Checkbox, PasswordInput } from '@mantine/core';

import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/error-handler';
import { useT } from '../../../lib/i18n';
import { clearAllStoredState } from '../../../lib/session';
import { useDestroyUser } from '../api/destroy-user';

type DeleteAccountDialogProps = { opened: boolean; onClose: () => void };

/**
 * Spec A5/M5: deleting the account needs the confirm_delete_account box ticked; and the current
 * password (issue 14), so that a session alone cannot delete it.
 */
export const DeleteAccountDialog = ({ opened, onClose }: DeleteAccountDialogProps) => {
  const t = useT();
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const destroyUser = useDestroyUser();

  const close = () => {
    setConfirmed(false);
    setPassword('');
    setPasswordError(null);
    onClose();
  };

  const remove = () =>
    destroyUser.mutate(
      { current_password: password },
      {
        onSuccess: () => {
          // Spec A4: clear every stored state, go to login and reload, so no cached data survives.
          clearAllStoredState();
          window.location.assign(paths.sign.login);
        },
        onError: (error) => {
          // A wrong password shows under its field; anything else goes to the shared handler (spec A8).
          const wrong = error instanceof ApiError ? error.body.errors?.current_password?.[0] : undefined;
          if (wrong) setPasswordError(wrong);
          else handleApiError(error);
        },
      },
    );

  return (
    <ConfirmDialog
      opened={opened}
      title={t('profile.deleteAccount.title')}
      text={t('shared.account.confirmDelete')}
      confirmLabel={t('profile.delete')}
      pending={destroyUser.isPending}
      confirmDisabled={!confirmed || !password || passwordError !== null}
      onConfirm={remove}
      onCancel={close}
    >
      <Checkbox
        name="confirm_delete_account"
        label={t('profile.deleteAccount.understand')}
        checked={confirmed}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
      />
      <PasswordInput
        label={t('profile.currentPassword')}
        name="current_password"
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setPasswordError(null);
        }}
      />
    </ConfirmDialog>
  );
};
