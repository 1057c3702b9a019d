import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

import { Link, useSearchParams } from 'react-router';
import { NewTabHint } from '../../components/ui/new-tab-hint';
import { externalLinks, paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { isComingSoon } from './is-coming-soon';

/** /page/not-found and every unknown address (spec A8, M2). */
export const NotFoundPage = () => {
  const t = useT();
  const [search] = useSearchParams();
  const soon = isComingSoon(search);
  const title = soon ? t('sign.notFound.soonTitle') : t('shared.notFound.title');
  useDocumentTitle(t('common.pageTitle', { page: title }));

  if (soon) {
    return (
      <Stack align="center" ta="center" gap="md" py="xl" mx="auto" maw={520}>
        <Title order={1}>{title}</Title>
        <Text>{t('sign.notFound.soonText')}</Text>
        <Button component="a" href={externalLinks.comingSoonForm} target="_blank" rel="noopener noreferrer">
          {t('sign.notFound.soonAction')}
          <NewTabHint />
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" ta="center" gap="md" py="xl" mx="auto" maw={520}>
      <Title order={1}>{t('shared.notFound.title')}</Title>
      <Text>{t('shared.notFound.text')}</Text>
      <Button component={Link} to={`${paths.home}/`}>
        {t('sign.notFound.backHome')}
      </Button>
    </Stack>
  );
};
