import { Alert, Button } from '@mantine/core';
import { useT } from '../../lib/i18n';

type LoadErrorProps = {
  /**
   * What failed, translated, as a name: "The plans", "Your subscription". The title reads "{what}
   * could not be loaded" in English and "{what}: …" in the other languages, so no article or
   * gender has to agree with it.
   */
  what: string;
  onRetry: () => void;
  /** The retry is on its way. */
  retrying?: boolean;
};

/** Data that failed to load (the shared handler has already said why): offer a retry. */
export const LoadError = ({ what, onRetry, retrying = false }: LoadErrorProps) => {
  const t = useT();
  return (
    <Alert color="red" title={t('sign.ui.loadError', { what })}>
      <Button variant="light" color="red" mt="xs" onClick={onRetry} loading={retrying}>
        {t('sign.ui.tryAgain')}
      </Button>
    </Alert>
  );
};
