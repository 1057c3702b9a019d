import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** An unknown list, or another member's (the server answers 404 for both): the way back to the lists. */
export const ListNotFound = () => {
  useDocumentTitle(`List not found · ${PRODUCT_NAME}`);
  return (
    <Stack align="center" ta="center" gap="md" py="xl" mx="auto" maw={520}>
      <Title order={1}>List not found</Title>
      <Text>This list does not exist, or it is not one of yours.</Text>
      <Button component={Link} to={paths.saved()}>
        Back to saved lists
      </Button>
    </Stack>
  );
};
