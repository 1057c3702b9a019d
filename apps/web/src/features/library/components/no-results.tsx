import { Center, Text } from '@mantine/core';

/** Spec M8: an empty list says so. */
export const NoResults = ({ message }: { message: string }) => (
  <Center py="xl">
    <Text c="dimmed" role="status">
      {message}
    </Text>
  </Center>
);
