import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/**
 * A member who canceled and is still premium, on the buy page: how long premium lasts and when
 * they can subscribe again (issue 14), with the ways on; not a thank-you for a purchase.
 */
export const PremiumUntil = ({ paidThrough }: { paidThrough: string }) => {
  useDocumentTitle(`Premium · ${PRODUCT_NAME}`);
  return (
    <Stack py="xl" gap="md" maw={560}>
      <Title order={1} size="h2">
        You're premium until {formatDate(paidThrough)}
      </Title>
      <Text size="lg">{t('common.billing.premiumUntil', { date: formatDate(paidThrough) })}</Text>
      <Group>
        <Button component={Link} to={paths.onDemand}>
          Keep training
        </Button>
        <Button component={Link} to={paths.subscription} variant="default">
          Your subscription
        </Button>
      </Group>
    </Stack>
  );
};
