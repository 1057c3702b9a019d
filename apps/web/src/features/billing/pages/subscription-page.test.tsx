import { CURRENCY, cancellationPaths, formatMoney } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { paths } from '../../../config/paths';
import { activateLocale } from '../../../lib/i18n';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { aSubscription, NO_PAUSE } from '../testing';

const OFFER = { percent: 50, months: 3, billing_cycles: 3, price: '19.99', discounted_price: '10.00' };
const monthly = (overrides: Parameters<typeof aSubscription>[0] = {}) =>
  aSubscription({ plan: 'montly', price: '19.99', ...overrides });

import { SubscriptionPage } from './subscription-page';

const renderPage = (subscription: ReturnType<typeof aSubscription> | null, more = {}) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  const stub = stubFetch({
    'GET /api/v4/users/me/': { body: aUser({ premium: subscription?.premium ?? false }) },
    'GET /api/v4/users/me/subscription': { body: { subscription, trial_days: subscription ? 0 : 14 } },
    [`GET ${cancellationPaths.retentionOffer}`]: { body: { offer: null } },
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

  it('shows the free premium gifts and invites gave, with no subscription (decision 0047)', async () => {
    renderPage(null, {
      'GET /api/v4/users/me/subscription': {
        body: {
          subscription: null,
          trial_days: 14,
          free_premium: { until: '2027-01-15T12:00:00.000Z', months: 2 },
        },
      },
    });
    const free = (await screen.findByText('Free premium')).closest('[role="status"]');
    expect(free).toHaveTextContent(
      'You have 2 free months of premium from gifts and invites, until January 15, 2027.',
    );
  });

  it("redeems a gift's code from its mail's link, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    writeSession({ email: 'ada@example.com', token: 'tok' });
    let tries = 0;
    stubFetch({
      'GET /api/v4/users/me/': { body: aUser({ premium: false }) },
      'GET /api/v4/users/me/subscription': { body: { subscription: null, trial_days: 14 } },
      [`GET ${cancellationPaths.retentionOffer}`]: { body: { offer: null } },
      'GET /api/v4/users/me/subscription/pause': { body: NO_PAUSE },
      'POST /api/v4/users/me/gifts/redeem': () =>
        ++tries === 1
          ? { status: 409, body: { message: 'This gift has already been redeemed.' } }
          : { body: { months: 3, until: '2027-03-01T12:00:00.000Z' } },
    });
    renderApp(<SubscriptionPage />, { at: `${paths.subscription}?gift=ABCD-EFGH-JKLM` });
    const redeem = await screen.findByRole('region', { name: 'Redeem a gift' });
    expect(within(redeem).getByLabelText('Gift code')).toHaveValue('ABCD-EFGH-JKLM');
    await user.click(within(redeem).getByRole('button', { name: 'Redeem' }));
    expect(await within(redeem).findByText('This gift has already been redeemed.')).toBeInTheDocument();
    await user.click(within(redeem).getByRole('button', { name: 'Redeem' }));
    expect(await within(redeem).findByRole('status')).toHaveTextContent(
      'Gift redeemed: 3 months of premium, until March 1, 2027.',
    );
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

  it('words a past-due subscription: premium until the grace period ends, and the way to a new card', async () => {
    renderPage(
      aSubscription({
        status: 'past_due',
        next_charge_date: null,
        premium: true,
        grace_ends_at: '2026-12-08T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Past due')).toBeInTheDocument();
    expect(screen.getByText(/couldn't charge your card/)).toHaveTextContent(
      "We couldn't charge your card. Premium lasts until December 8, 2026: update your card to keep it.",
    );
    expect(screen.getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      '/page/subscription/card',
    );
  });

  it('words a past-due subscription whose grace period is over', async () => {
    renderPage(
      aSubscription({ status: 'past_due', next_charge_date: null, premium: false, can_cancel: true }),
    );
    expect(await screen.findByText(/couldn't charge your card/)).toHaveTextContent(
      "We couldn't charge your card, so premium is off for now. Update your card to pay and bring it back.",
    );
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

  it('asks why, then makes the offer; "Cancel anyway" cancels with the answer', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(monthly(), {
      [`GET ${cancellationPaths.retentionOffer}`]: { body: { offer: OFFER } },
      'POST /api/v4/users/me/subscription/cancel': {
        body: {
          subscription: monthly({ status: 'canceled', next_charge_date: null, can_cancel: false }),
          trial_days: 0,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you leaving? (optional)' });
    await user.click(within(reasons).getByRole('radio', { name: 'It costs too much' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else/ }), 'Saving up');
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));

    const offer = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(offer).toHaveTextContent('50 % off your next 3 months');
    expect(offer).toHaveTextContent('Stay with premium for $10.00 instead of $19.99 for your next 3 charges');
    await user.click(within(offer).getByRole('button', { name: 'Cancel anyway' }));
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v4/users/me/subscription/cancel')?.body).toEqual({
      reason: 'too_expensive',
      text: 'Saving up',
    });
    expect(
      calls.some((call) => call.method === 'POST' && call.path === cancellationPaths.retentionOffer),
    ).toBe(false);
  });

  it('accepting the offer keeps the subscription and shows the lower price and until when', async () => {
    const user = userEvent.setup();
    const discount = { discounted_price: '10.00', billing_cycles: 3, until: '2027-03-01T10:00:00.000Z' };
    const { calls } = renderPage(monthly({ status: 'active', trial_ends_at: null }), {
      [`GET ${cancellationPaths.retentionOffer}`]: { body: { offer: OFFER } },
      [`POST ${cancellationPaths.retentionOffer}`]: {
        body: { subscription: monthly({ status: 'active', trial_ends_at: null }), trial_days: 0, discount },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    const offer = await screen.findByRole('dialog', { name: 'Before you go' });
    await user.click(within(offer).getByRole('button', { name: 'Keep premium at the lower price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(detail('Status')).toBe('Active');
    expect(detail('Offer price')).toBe('$10.00 for your next 3 charges, then $19.99 from March 1, 2027');
    expect(
      calls.filter((call) => call.path === cancellationPaths.retentionOffer && call.method === 'POST'),
    ).toEqual([expect.objectContaining({ body: { reason: null, text: null } })]);
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
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

  describe('in Spanish', () => {
    afterEach(() => activateLocale('en'));

    it('words plan, status, price, dates and card in Spanish, the amount in the studio currency', async () => {
      await activateLocale('es');
      renderPage(aSubscription({ status: 'active', trial_ends_at: null }));
      expect(await screen.findByRole('heading', { name: 'Tu suscripción' })).toBeInTheDocument();
      expect(await screen.findByText('Plan')).toBeInTheDocument();
      expect(detail('Plan')).toBe('Anual');
      expect(detail('Estado')).toBe('Activa');
      const price = formatMoney('143.88', { locale: 'es', currency: CURRENCY });
      expect(price).toMatch(/143,88/);
      expect(detail('Precio')).toBe(`${price} cada 12 meses`);
      expect(detail('Próximo cobro')).toBe('1 de diciembre de 2026');
      expect(detail('Método de pago')).toBe('Visa terminada en 1111');
      expect(document.title).toBe('Suscripción · Studio');
    });
  });
});
