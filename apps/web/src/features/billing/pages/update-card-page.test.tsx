import { subscriptionLifeMessages } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { PaymentFailedBanner } from '../components/payment-failed-banner';
import { aSubscription, fillCard, VISA } from '../testing';
import { UpdateCardPage } from './update-card-page';

const pastDue = aSubscription({
  status: 'past_due',
  premium: true,
  next_charge_date: null,
  grace_ends_at: '2026-12-08T10:00:00.000Z',
});

const renderPage = (more = {}) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  const stub = stubFetch({
    'GET /api/v4/users/me/': { body: aUser({ premium: true, payment_failed: true }) },
    'GET /api/v4/users/me/subscription': { body: { subscription: pastDue, trial_days: 0 } },
    'POST /api/v3/braintrees/client_token': { body: { client_token: 'studio-sandbox:token-1' } },
    ...more,
  });
  renderApp(
    <>
      <PaymentFailedBanner />
      <UpdateCardPage />
    </>,
    { at: paths.updateCard, otherPaths: [paths.subscription] },
  );
  return stub;
};

const cardCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/v4/users/me/subscription/card');

describe('UpdateCardPage', () => {
  it('has its own route, the one the mails link to', () => {
    expect(matchRoutes(routes, paths.updateCard)?.at(-1)?.route.path).toBe('/page/subscription/card');
  });

  it('pays a past-due subscription with the new card, says so, and the banner goes', async () => {
    const user = userEvent.setup();
    let paid = false;
    const { calls } = renderPage({
      'GET /api/v4/users/me/': () => ({ body: aUser({ premium: true, payment_failed: !paid }) }),
      'POST /api/v4/users/me/subscription/card': {
        body: {
          message: inEnglish(subscriptionLifeMessages.cardUpdatedAndPaid),
          subscription: aSubscription({ status: 'active', card_type: 'MasterCard', last_four: '4444' }),
        },
      },
    });
    expect(await screen.findByText(/premium ends on December 8, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Payment failed' })).toBeInTheDocument();
    await fillCard(user, VISA);
    paid = true;
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(
      await screen.findByText(inEnglish(subscriptionLifeMessages.cardUpdatedAndPaid)),
    ).toBeInTheDocument();
    expect(cardCalls(calls)).toHaveLength(1);
    expect(cardCalls(calls)[0]).toMatchObject({ body: { nonce_from_the_client: 'fake-valid-visa-nonce' } });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Payment failed' })).toBeNull());
  });

  it('shows a declined card with the processor’s words and blocks saving until the card changes', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'POST /api/v4/users/me/subscription/card': {
        status: 402,
        body: { code: 'payment_declined', message: 'Do Not Honor' },
      },
    });
    await screen.findByRole('button', { name: 'Save card' });
    await fillCard(user, VISA);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card was declined. Please try another card.')).toBeInTheDocument();
    expect(screen.getByText('Do Not Honor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
    await user.type(screen.getByLabelText('CVV'), '4');
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
    expect(cardCalls(calls)).toHaveLength(1);
  });

  it('says there is nothing to update without a running subscription', async () => {
    renderPage({
      'GET /api/v4/users/me/subscription': {
        body: { subscription: aSubscription({ status: 'expired', premium: false }), trial_days: 0 },
      },
    });
    expect(await screen.findByText(/no running subscription/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
  });
});

describe('PaymentFailedBanner', () => {
  const renderBanner = (paymentFailed: boolean) => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({ 'GET /api/v4/users/me/': { body: aUser({ payment_failed: paymentFailed }) } });
    renderApp(<PaymentFailedBanner />, { at: paths.home });
  };

  it('shows the exact words and the way to a new card while the last payment failed', async () => {
    renderBanner(true);
    const banner = await screen.findByRole('status', { name: 'Payment failed' });
    expect(banner).toHaveTextContent(inEnglish(subscriptionLifeMessages.paymentFailedBanner));
    expect(screen.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', paths.updateCard);
  });

  it('shows nothing otherwise', async () => {
    renderBanner(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status', { name: 'Payment failed' })).toBeNull();
  });
});
