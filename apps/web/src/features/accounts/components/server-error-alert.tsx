import { Alert } from '@mantine/core';
import { useT } from '../../../lib/i18n';

type ServerErrorAlertProps = { message: string | null; onClose: () => void };

/** The closable red chip of the sign forms (spec A8); one line per server message. */
export const ServerErrorAlert = ({ message, onClose }: ServerErrorAlertProps) => {
  const t = useT();
  return message ? (
    <Alert
      color="red"
      variant="light"
      withCloseButton
      closeButtonLabel={t('sign.error.dismiss')}
      onClose={onClose}
      style={{ whiteSpace: 'pre-line' }}
    >
      {message}
    </Alert>
  ) : null;
};
