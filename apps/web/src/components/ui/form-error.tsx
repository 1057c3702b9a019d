import { Alert } from '@mantine/core';

/** A form's message from the server (spec M8), above its buttons; nothing while there is none. */
export const FormError = ({ message }: { message: string | null }) =>
  message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
