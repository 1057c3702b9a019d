import type { MessageId } from '@lingui/core';
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type Display, formatDate, type Subscription, subscriptionLifeMessages } from '@studio/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useDisplay, useT } from '../../../lib/i18n';
import { useFreePremium, useSubscription } from '../api/get-subscription';
import { useSubscriptionDiscount } from '../api/retention-offer';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { PauseControls } from '../components/pause-controls';
import { RedeemGift } from '../components/redeem-gift';
import { cardWords, discountWords, planWords, priceWords, STATUS_WORDS } from '../subscription-words';

const Row = ({ term, children }: { term: string; children: string }) => (
  <div>
    <Text component="dt" size="sm" c="dimmed">
      {term}
    </Text>
    <Text component="dd" fw={600} m={0}>
      {children}
    </Text>
  </div>
);

/** When the next thing happens: the next charge, the trial's end, or the day premium ends. */
const nextWords = (subscription: Subscription, display: Display): [MessageId, string] | null => {
  if (subscription.status === 'canceled')
    return ['billing.subscription.premiumUntil', formatDate(subscription.paid_through, display)];
  if (subscription.next_charge_date) {
    // A trial's end is its first charge.
    const term: MessageId =
      subscription.status === 'trial'
        ? 'billing.subscription.firstCharge'
        : 'billing.subscription.nextCharge';
    return [term, formatDate(subscription.next_charge_date, display)];
  }
  if (subscription.status === 'expired')
    return ['billing.subscription.premiumEnded', formatDate(subscription.paid_through, display)];
  return null;
};

const SubscriptionDetails = ({ subscription }: { subscription: Subscription }) => {
  const t = useT();
  const display = useDisplay();
  const [confirming, setConfirming] = useState(false);
  const next = nextWords(subscription, display);
  const card = cardWords(subscription);
  const discount = useSubscriptionDiscount().data;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
          <Row term={t('billing.subscription.plan')}>{planWords(subscription)}</Row>
          <Row term={t('billing.subscription.status')}>{t(STATUS_WORDS[subscription.status])}</Row>
          <Row term={t('billing.subscription.priceTerm')}>{priceWords(subscription, display)}</Row>
          {discount ? (
            <Row term={t('billing.subscription.offerPrice')}>
              {discountWords(subscription, discount, display)}
            </Row>
          ) : null}
          {next ? <Row term={t(next[0])}>{next[1]}</Row> : null}
          {card ? <Row term={t('billing.subscription.paymentMethod')}>{card}</Row> : null}
        </SimpleGrid>
      </Paper>
      {subscription.status === 'canceled' && subscription.premium ? (
        <Alert color="indigo" variant="light" role="status">
          {t('billing.subscription.canceled', { date: formatDate(subscription.paid_through, display) })}
        </Alert>
      ) : null}
      {subscription.status === 'past_due' ? (
        <Alert color="red" variant="light">
          {/* Issue 18: the grace period keeps premium until the card is updated (or it ends). */}
          {subscription.premium
            ? t('billing.subscription.graceOn', {
                date: formatDate(subscription.grace_ends_at ?? subscription.paid_through, display),
              })
            : t('billing.subscription.graceOff')}
        </Alert>
      ) : null}
      <PauseControls subscription={subscription} />
      {subscription.can_cancel ? (
        <Button component={Link} to={paths.updateCard} variant="default" w="fit-content">
          {t(subscriptionLifeMessages.updateCard)}
        </Button>
      ) : null}
      {subscription.can_cancel ? (
        <>
          <Button variant="default" color="red" w="fit-content" onClick={() => setConfirming(true)}>
            {t('billing.subscription.cancel')}
          </Button>
          <CancelSubscriptionDialog
            subscription={subscription}
            opened={confirming}
            onClose={() => setConfirming(false)}
          />
        </>
      ) : null}
      {!subscription.premium ? (
        <Button component={Link} to={paths.buyPremium()} w="fit-content">
          {t('billing.subscription.again')}
        </Button>
      ) : null}
    </Stack>
  );
};

/** Free premium from gifts and invites (decisions 0047, 0048): its months and when it ends. */
const FreePremium = () => {
  const t = useT();
  const display = useDisplay();
  const free = useFreePremium().data;
  if (!free) return null;
  return (
    <Alert color="indigo" variant="light" role="status" title={t('billing.subscription.freeTitle')}>
      {t('billing.subscription.freeText', { months: free.months, date: formatDate(free.until, display) })}
    </Alert>
  );
};

/** /page/subscription: the member's plan, status, price, next charge and card, and cancellation. */
export const SubscriptionPage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.subscription.pageTitle') }));
  const subscription = useSubscription();
  // From a gift's mail, through the sign-up: its code, filled in.
  const [search] = useSearchParams();
  const giftCode = search.get('gift') ?? '';
  return (
    <Stack gap="lg" py="md" maw={720}>
      <Title order={1}>{t('billing.subscription.title')}</Title>
      <FreePremium />
      {giftCode ? <RedeemGift initialCode={giftCode} /> : null}
      {subscription.isPending ? (
        <Skeleton h={160} radius="md" role="status" aria-label={t('billing.subscription.loading')} />
      ) : subscription.isError ? (
        <LoadError
          what={t('billing.subscription.what')}
          onRetry={() => subscription.refetch()}
          retrying={subscription.isFetching}
        />
      ) : subscription.data ? (
        <SubscriptionDetails subscription={subscription.data} />
      ) : (
        <Stack align="flex-start" gap="sm">
          <Text>{t('billing.subscription.none')}</Text>
          <Button component={Link} to={paths.buyPremium()}>
            {t('billing.subscription.seePlans')}
          </Button>
        </Stack>
      )}
      {giftCode ? null : <RedeemGift />}
    </Stack>
  );
};
