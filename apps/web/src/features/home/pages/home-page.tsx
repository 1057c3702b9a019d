import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@studio/shared';
import { HomeTiles } from '../components/home-tiles';
import { MantraBanner } from '../components/mantra-banner';

/** /page/home: the mantra and the card menu; the daily phrase, program and meals come later. */
export const HomePage = () => {
  useDocumentTitle(`Home · ${PRODUCT_NAME}`);
  return (
    <Stack gap="xl">
      <VisuallyHidden>
        <Title order={1}>Home</Title>
      </VisuallyHidden>
      <MantraBanner />
      <HomeTiles />
    </Stack>
  );
};
