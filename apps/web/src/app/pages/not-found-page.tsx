import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@studio/shared';
import { Link, useSearchParams } from 'react-router';
import { NewTabHint } from '../../components/ui/new-tab-hint';
import { externalLinks, paths } from '../../config/paths';
import { t } from '../../lib/i18n';
import { isComingSoon } from './is-coming-soon';

/** /page/not-found and every unknown address (spec A8, M2). */
export const NotFoundPage = () => {
  const [search] = useSearchParams();
  const soon = isComingSoon(search);
  useDocumentTitle(`${soon ? 'Coming soon' : t('common.notFound.title')} · ${PRODUCT_NAME}`);

  if (soon) {
    return (
      <Stack align="center" ta="center" gap="md" py="xl" mx="auto" maw={520}>
        <Title order={1}>Coming soon</Title>
        <Text>
          We're still building this. Tell us what you'd like to see and we'll let you know when it's ready.
        </Text>
        <Button component="a" href={externalLinks.comingSoonForm} target="_blank" rel="noopener noreferrer">
          Tell us what you want
          <NewTabHint />
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center" gap="md" py="xl" mx="auto" maw={520}>
      <Title order={1}>{t('common.notFound.title')}</Title>
      <Text>{t('common.notFound.text')}</Text>
      <Button component={Link} to={`${paths.home}/`}>
        Back to home
      </Button>
    </Stack>
  );
};
