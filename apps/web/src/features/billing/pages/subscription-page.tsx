import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME, type Subscription, subscriptionLifeMessages } from '@studio/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useSubscription } from '../api/get-subscription';
import { useSubscriptionDiscount } from '../api/retention-offer';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { PauseControls } from '../components/pause-controls';
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
const nextWords = (subscription: Subscription): [string, string] | null => {
  if (subscription.status === 'canceled') return ['Premium until', formatDate(subscription.paid_through)];
  if (subscription.next_charge_date) {
    // A trial's end is its first charge.
    const term = subscription.status === 'trial' ? 'First charge' : 'Next charge';
    return [term, formatDate(subscription.next_charge_date)];
  }
  if (subscription.status === 'expired') return ['Premium ended', formatDate(subscription.paid_through)];
  return null;
};

const SubscriptionDetails = ({ subscription }: { subscription: Subscription }) => {
  const [confirming, setConfirming] = useState(false);
  const next = nextWords(subscription);
  const card = cardWords(subscription);
  const discount = useSubscriptionDiscount().data;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
          <Row term="Plan">{planWords(subscription)}</Row>
          <Row term="Status">{STATUS_WORDS[subscription.status]}</Row>
          <Row term="Price">{priceWords(subscription)}</Row>
          {discount ? <Row term="Offer price">{discountWords(subscription, discount)}</Row> : null}
          {next ? <Row term={next[0]}>{next[1]}</Row> : null}
          {card ? <Row term="Payment method">{card}</Row> : null}
        </SimpleGrid>
      </Paper>
      {subscription.status === 'canceled' && subscription.premium ? (
        <Alert color="indigo" variant="light" role="status">
          Your subscription is canceled. Premium lasts until {formatDate(subscription.paid_through)}.
        </Alert>
      ) : null}
      {subscription.status === 'past_due' ? (
        <Alert color="red" variant="light">
          {/* Issue 18: the grace period keeps premium until the card is updated (or it ends). */}
          {subscription.premium
            ? `We couldn't charge your card. Premium lasts until ${formatDate(subscription.grace_ends_at ?? subscription.paid_through)}: update your card to keep it.`
            : "We couldn't charge your card, so premium is off for now. Update your card to pay and bring it back."}
        </Alert>
      ) : null}
      <PauseControls subscription={subscription} />
      {subscription.can_cancel ? (
        <Button component={Link} to={paths.updateCard} variant="default" w="fit-content">
          {subscriptionLifeMessages.updateCard}
        </Button>
      ) : null}
      {subscription.can_cancel ? (
        <>
          <Button variant="default" color="red" w="fit-content" onClick={() => setConfirming(true)}>
            Cancel subscription
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
          Subscribe again
        </Button>
      ) : null}
    </Stack>
  );
};

/** /page/subscription: the member's plan, status, price, next charge and card, and cancellation. */
export const SubscriptionPage = () => {
  useDocumentTitle(`Subscription · ${PRODUCT_NAME}`);
  const subscription = useSubscription();
  return (
    <Stack gap="lg" py="md" maw={720}>
      <Title order={1}>Your subscription</Title>
      {subscription.isPending ? (
        <Skeleton h={160} radius="md" role="status" aria-label="Loading your subscription" />
      ) : subscription.isError ? (
        <LoadError
          what="Your subscription"
          onRetry={() => subscription.refetch()}
          retrying={subscription.isFetching}
        />
      ) : subscription.data ? (
        <SubscriptionDetails subscription={subscription.data} />
      ) : (
        <Stack align="flex-start" gap="sm">
          <Text>You don't have a subscription yet. Go premium for every workout, program and recipe.</Text>
          <Button component={Link} to={paths.buyPremium()}>
            See premium plans
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
