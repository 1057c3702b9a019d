import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { useT } from '../lib/i18n';
import { ChunkLoadError, reloadOnceFor } from '../lib/load-chunk';
import { isOffline } from '../lib/network-status';

const isLoadError = (error: unknown) =>
  error instanceof ChunkLoadError ||
  (error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message));

/**
 * Spec A8: a page whose code did not arrive (or failed to) says so, with Retry (a fresh page load).
 * Its words are the sign bundle's, which every frame loads (a sign page can fail too).
 */
const ErrorMessage = ({ loadError }: { loadError: boolean }) => {
  const t = useT();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" role="alert">
        <Title order={1} size="h2">
          {loadError ? t('sign.routeError.loadTitle') : t('sign.routeError.failTitle')}
        </Title>
        <Text>{loadError ? t('sign.routeError.loadText') : t('sign.routeError.failText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('sign.ui.retry')}</Button>
      </Stack>
    </Center>
  );
};

/** The router's error element: a page that failed to render or to load. */
export const RouteError = () => {
  const error = useRouteError();
  const loadError = isLoadError(error);
  if (!loadError) console.error(error);
  return <ErrorMessage loadError={loadError} />;
};

/**
 * What a lazy page renders when its code could not be loaded (decision 0011). A chunk that failed to
 * download is most often one a deploy removed from under an open tab: the app reloads itself once,
 * on the page asked for, and gets the new build. A second failure, or a chunk that did not arrive
 * within CHUNK_LOAD_TIMEOUT_MS, shows the load error with Retry inside the frame.
 */
export const PageLoadError = ({ error }: { error: unknown }) => {
  // Offline, a reload would trade the in-app error and its Retry for the browser's offline page.
  // Offline as the requests found it too, not as `navigator.onLine` says (lie-fi, decision 0034).
  const [reloading] = useState(
    () => !(error instanceof ChunkLoadError) && !isOffline() && reloadOnceFor(window.location.pathname),
  );
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  return reloading ? <FullPageLoader /> : <ErrorMessage loadError />;
};
