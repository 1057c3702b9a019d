import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Tiles as a list, two across on a phone, three on a tablet, four on a wide screen (as the library). */
export const TileGrid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid
    component="ul"
    cols={{ base: 2, sm: 3, md: 4 }}
    spacing="md"
    p={0}
    m={0}
    style={{ listStyle: 'none' }}
  >
    {children}
  </SimpleGrid>
);
