import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

type SectionComingSoonProps = { title: string; description: string };

/** A section whose screens are still being built: says so plainly and offers the way home. */
export const SectionComingSoon = ({ title, description }: SectionComingSoonProps) => {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <Stack gap="md" py="xl" maw={560}>
      <Title order={1}>{title}</Title>
      <Text>{description}</Text>
      <Text c="dimmed">This section is coming soon.</Text>
      <Button component={Link} to={paths.home} w="fit-content">
        Back to home
      </Button>
    </Stack>
  );
};
