import { Alert, Button } from '@mantine/core';

/** A page whose data failed to load (the shared handler has already said why): offer a retry. */
export const LoadError = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <Alert color="red" title={`${what} could not be loaded`}>
    <Button variant="light" color="red" mt="xs" onClick={onRetry}>
      Try again
    </Button>
  </Alert>
);
