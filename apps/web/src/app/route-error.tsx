import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/load-chunk';

/**
 * The router's error element. A page whose code did not arrive (spec A8: after 120 seconds) or
 * failed to load shows a load error with Retry; a fresh page load fetches the code again.
 */
export const RouteError = () => {
  const error = useRouteError();
  const isLoadError =
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed/i.test(error.message));
  if (!isLoadError) console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" role="alert">
        <Title order={1} size="h2">
          {isLoadError ? "This page couldn't be loaded" : 'Something went wrong on this page'}
        </Title>
        <Text>
          {isLoadError
            ? 'It is taking too long to arrive. Please check your connection and try again.'
            : 'Please try again. If it keeps happening, let us know through the help page.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Stack>
    </Center>
  );
};
