import { notifications } from '@mantine/notifications';
import { t } from '../../lib/i18n';

/** The server's word on a saved change ("Saved to your list"), read out as it shows. */
export const showSavedToast = (message: string | undefined): void => {
  if (!message) return;
  notifications.show({
    message,
    color: 'teal',
    autoClose: 3000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t('saved.toast.close') },
  });
};
