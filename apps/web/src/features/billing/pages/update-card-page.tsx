import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatDate, subscriptionLifeMessages } from '@studio/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useDisplay, useT } from '../../../lib/i18n';
import { useClientToken } from '../api/get-client-token';
import { useSubscription } from '../api/get-subscription';
import { UpdateCardForm } from '../components/update-card-form';
import { cardWords } from '../subscription-words';

const RUNNING = ['trial', 'active', 'past_due'];

/** /page/subscription/card (issue 18): a new card for the subscription; a failed payment is retried at once. */
export const UpdateCardPage = () => {
  const t = useT();
  const display = useDisplay();
  useDocumentTitle(t('common.pageTitle', { page: t(subscriptionLifeMessages.updateCard) }));
  const subscription = useSubscription();
  const token = useClientToken();
  const [done, setDone] = useState<string | null>(null);
  const current = subscription.data;
  const running = current && RUNNING.includes(current.status);
  const card = current ? cardWords(current) : null;

  return (
    <Stack gap="lg" py="md" maw={560}>
      <Title order={1}>{t(subscriptionLifeMessages.updateCard)}</Title>
      {subscription.isPending ? (
        <Skeleton h={160} radius="md" role="status" aria-label={t('billing.subscription.loading')} />
      ) : subscription.isError ? (
        <LoadError
          what={t('billing.subscription.what')}
          onRetry={() => subscription.refetch()}
          retrying={subscription.isFetching}
        />
      ) : !running ? (
        <Stack align="flex-start" gap="sm">
          <Text>{t('billing.updateCard.noRunningSubscription')}</Text>
          <Button component={Link} to={paths.subscription}>
            {t('billing.updateCard.seeSubscription')}
          </Button>
        </Stack>
      ) : done ? (
        <Stack align="flex-start" gap="sm">
          <Alert
            color={current.status === 'past_due' ? 'red' : 'teal'}
            variant="light"
            role="status"
            w="100%"
          >
            {done}
          </Alert>
          <Button component={Link} to={paths.subscription}>
            {t('billing.updateCard.seeSubscription')}
          </Button>
        </Stack>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Text size="sm">
              {current.status !== 'past_due'
                ? t('billing.updateCard.intro')
                : current.grace_ends_at
                  ? t('billing.updateCard.pastDueGrace', { date: formatDate(current.grace_ends_at, display) })
                  : t('billing.updateCard.pastDue')}
              {card ? ` ${t('billing.updateCard.current', { card })}` : ''}
            </Text>
            {token.isPending ? (
              <Skeleton h={120} radius="md" role="status" aria-label={t('billing.methods.loading')} />
            ) : token.isError ? (
              <LoadError
                what={t('billing.updateCard.fieldsWhat')}
                onRetry={() => token.refetch()}
                retrying={token.isFetching}
              />
            ) : (
              <UpdateCardForm clientToken={token.data} onUpdated={setDone} />
            )}
          </Stack>
        </Paper>
      )}
      {done ? null : (
        <Anchor component={Link} to={paths.subscription} size="sm">
          {t('billing.updateCard.back')}
        </Anchor>
      )}
    </Stack>
  );
};
