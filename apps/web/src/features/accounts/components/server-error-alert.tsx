import { Alert } from '@mantine/core';

type ServerErrorAlertProps = { message: string | null; onClose: () => void };

/** The closable red chip of the sign forms (spec A8); one line per server message. */
export const ServerErrorAlert = ({ message, onClose }: ServerErrorAlertProps) =>
  message ? (
    <Alert
      color="red"
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss error"
      onClose={onClose}
      style={{ whiteSpace: 'pre-line' }}
    >
      {message}
    </Alert>
  ) : null;
