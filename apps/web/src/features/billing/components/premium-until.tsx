import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatDate } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDisplay, useT } from '../../../lib/i18n';

/**
 * A member who canceled and is still premium, on the buy page: how long premium lasts and when
 * they can subscribe again (issue 14), with the ways on; not a thank-you for a purchase.
 */
export const PremiumUntil = ({ paidThrough }: { paidThrough: string }) => {
  const t = useT();
  const display = useDisplay();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.premium.pageTitle') }));
  const until = formatDate(paidThrough, display);
  return (
    <Stack py="xl" gap="md" maw={560}>
      <Title order={1} size="h2">
        {t('billing.until.title', { date: until })}
      </Title>
      <Text size="lg">{t('shared.billing.premiumUntil', { date: until })}</Text>
      <Group>
        <Button component={Link} to={paths.onDemand}>
          {t('billing.until.keepTraining')}
        </Button>
        <Button component={Link} to={paths.subscription} variant="default">
          {t('billing.until.subscription')}
        </Button>
      </Group>
    </Stack>
  );
};
