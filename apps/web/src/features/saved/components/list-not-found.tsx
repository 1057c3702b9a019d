import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** An unknown list, or another member's (the server answers 404 for both): the way back to the lists. */
export const ListNotFound = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('saved.notFound.title') }));
  return (
    <Stack align="center" ta="center" gap="md" py="xl" mx="auto" maw={520}>
      <Title order={1}>{t('saved.notFound.title')}</Title>
      <Text>{t('saved.notFound.text')}</Text>
      <Button component={Link} to={paths.saved()}>
        {t('saved.notFound.back')}
      </Button>
    </Stack>
  );
};
