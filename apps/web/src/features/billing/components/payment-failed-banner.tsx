import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';

/**
 * Issue 18: on every member page while the last renewal failed (`payment_failed` on the user
 * object the frame has loaded already: no call of its own), with the way to a new card.
 */
export const PaymentFailedBanner = () => {
  const t = useT();
  const { data: user } = useMe();
  const { pathname } = useLocation();
  if (!user?.payment_failed) return null;
  const onCardPage = pathname.replace(/\/$/, '') === paths.updateCard;
  return (
    <Alert color="red" variant="light" mb="md" role="status" aria-label={t('billing.banner.label')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t('billing.banner.paymentFailed')}
        </Text>
        {onCardPage ? null : (
          <Button component={Link} to={paths.updateCard} size="xs" color="red">
            {t('billing.updateCard.title')}
          </Button>
        )}
      </Group>
    </Alert>
  );
};
