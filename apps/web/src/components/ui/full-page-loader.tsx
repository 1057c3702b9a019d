import { Center, Loader } from '@mantine/core';

/** While the member or a page's code is loading. */
export const FullPageLoader = () => (
  <Center h="60vh" role="status" aria-label="Loading">
    <Loader />
  </Center>
);
