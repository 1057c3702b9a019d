import { Center, Stack, Text } from '@mantine/core';

/** Spec M8: an empty list says so, and where there is one, what to do about it (`hint`). */
export const NoResults = ({ message, hint }: { message: string; hint?: string }) => (
  <Center py="xl">
    <Stack gap={4} align="center">
      <Text c="dimmed" role="status">
        {message}
      </Text>
      {hint ? (
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
      ) : null}
    </Stack>
  </Center>
);
