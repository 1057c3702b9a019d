import { Alert, Button } from '@mantine/core';

type LoadErrorProps = {
  /** What failed, as a sentence's subject: "The plans", "Your subscription". */
  what: string;
  onRetry: () => void;
  /** The retry is on its way. */
  retrying?: boolean;
};

/** Data that failed to load (the shared handler has already said why): offer a retry. */
export const LoadError = ({ what, onRetry, retrying = false }: LoadErrorProps) => (
  <Alert color="red" title={`${what} could not be loaded`}>
    <Button variant="light" color="red" mt="xs" onClick={onRetry} loading={retrying}>
      Try again
    </Button>
  </Alert>
);
