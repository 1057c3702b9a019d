import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { aSubscription, NO_PAUSE } from '../testing';
import { SubscriptionPage } from './subscription-page';

const renderPage = (subscription: ReturnType<typeof aSubscription> | null, more = {}) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  const stub = stubFetch({
    'GET /api/v4/users/me/': { body: aUser({ premium: subscription?.premium ?? false }) },
    'GET /api/v4/users/me/subscription': { body: { subscription, trial_days: subscription ? 0 : 14 } },
    'GET /api/v4/users/me/subscription/pause': { body: NO_PAUSE },
    ...more,
  });
  renderApp(<SubscriptionPage />, { at: paths.subscription, otherPaths: [paths.buyPremium()] });
  return stub;
};

const detail = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('SubscriptionPage', () => {
  it('has its own route', () => {
    expect(matchRoutes(routes, paths.subscription)?.at(-1)?.route.path).toBe(paths.subscription);
  });

  it('shows plan, status, price, next charge and card', async () => {
    renderPage(aSubscription({ status: 'active', trial_ends_at: null }));
    expect(await screen.findByText('Plan')).toBeInTheDocument();
    expect(detail('Plan')).toBe('Yearly');
    expect(detail('Status')).toBe('Active');
    expect(detail('Price')).toBe('$143.88 every 12 months');
    expect(detail('Next charge')).toBe('December 1, 2026');
    expect(detail('Payment method')).toBe('Visa ending in 1111');
  });

  it('offers to try again when the subscription could not be loaded, then shows it', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderPage(null, {
      'GET /api/v4/users/me/subscription': () =>
        failing
          ? // A 4xx, which the query does not retry: the test waits on no retry delay.
            { status: 429, body: { code: 'rate_limited', message: 'Too many attempts' } }
          : {
              body: { subscription: aSubscription({ status: 'active', trial_ends_at: null }), trial_days: 0 },
            },
    });
    // The app's error toast is an alert too, and may come first: take the page's own.
    const alert = (await screen.findByText(/Your subscription could not be loaded/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Your subscription could not be loaded');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Plan')).toBeInTheDocument();
    expect(detail('Plan')).toBe('Yearly');
  });

  it('words a trial and a past-due subscription', async () => {
    renderPage(aSubscription({ status: 'past_due', next_charge_date: null, premium: false }));
    expect(await screen.findByText('Past due')).toBeInTheDocument();
    // Only what the member can do: there is no way to change the card of a subscription here.
    expect(screen.getByText(/couldn't charge your card/)).toHaveTextContent(
      "We couldn't charge your card, so premium is paused. It comes back if a later charge goes through. To pay with another card, subscribe again below: the new subscription replaces this one.",
    );
    expect(screen.queryByText(/update your payment method/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toBeInTheDocument();
  });

  it('cancels after a confirmation, then shows premium lasting until the paid-through date', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(aSubscription(), {
      'POST /api/v4/users/me/subscription/cancel': {
        body: {
          subscription: aSubscription({ status: 'canceled', next_charge_date: null, can_cancel: false }),
          trial_days: 0,
        },
      },
    });
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(detail('First charge')).toBe('December 1, 2026');
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    expect(within(dialog).getByText(/Premium stays yours until December 1, 2026/)).toBeInTheDocument();

    // Keeping it closes the dialog and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(detail('Premium until')).toBe('December 1, 2026');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your subscription is canceled. Premium lasts until December 1, 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/v4/users/me/subscription/cancel')).toHaveLength(1);
  });

  it('without a subscription, says so and links to the plans', async () => {
    renderPage(null);
    expect(await screen.findByText(/don't have a subscription/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See premium plans' })).toHaveAttribute(
      'href',
      paths.buyPremium(),
    );
  });

  it('offers to subscribe again once premium has ended', async () => {
    renderPage(
      aSubscription({ status: 'expired', premium: false, can_cancel: false, next_charge_date: null }),
    );
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(detail('Premium ended')).toBe('December 1, 2026');
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', paths.buyPremium());
  });
});
