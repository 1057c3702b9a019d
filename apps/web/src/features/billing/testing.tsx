import type { PauseState, PromoResult, PurchasePlans, Subscription } from '@studio/shared';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { writeSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { aUser, renderApp } from '../../test/render';
import { PremiumBuyPage } from './pages/premium-buy-page';

/** Test data and a render helper for the billing screens (tests only). */

export const PLANS: PurchasePlans = {
  montly_value: '19.99',
  biannually_value: '16.99',
  yearly_value: '11.99',
  montly_discount: 0,
  biannually_discount: 15,
  yearly_discount: 40,
  currency: 'USD',
};

export const STUDIO20: PromoResult = {
  // i18n-exempt: the server's answer, stubbed
  message: 'Promo code applied',
  promocode_id: 5,
  promocode: 'STUDIO20',
  monthly_amount: '15.99',
  semesterly_amount: '13.59',
  yearly_amount: '9.59',
  montly_discount: 20,
  biannually_discount: 20,
  yearly_discount: 20,
  trial_days: 14,
};

export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 3,
  plan: 'yearly',
  status: 'trial',
  price: '143.88',
  trial_ends_at: '2026-12-01T10:00:00.000Z',
  paid_through: '2026-12-01T10:00:00.000Z',
  next_charge_date: '2026-12-01T10:00:00.000Z',
  card_type: 'Visa',
  last_four: '1111',
  premium: true,
  can_cancel: true,
  promocode: null,
  grace_ends_at: null,
  ...overrides,
});

/** The pause state of a subscription that may not be paused, nor undone (decision 0028). */
export const NO_PAUSE: PauseState = {
  paused: null,
  can_pause: false,
  next_pause_from: null,
  choices: [],
  can_undo_cancel: false,
  premium_until: null,
};

type Routes = Parameters<typeof stubFetch>[0];

/** The buy page's calls with their usual answers; `routes` adds or replaces some. */
export const stubBuyPage = (routes: Routes = {}) =>
  stubFetch({
    'GET /api/v4/users/me/': { body: aUser() },
    'POST /api/v3/purchase_plans': { body: PLANS },
    'POST /api/v3/braintrees/client_token': { body: { client_token: 'studio-sandbox:token-1' } },
    'GET /api/v4/users/me/subscription': { body: { subscription: null, trial_days: 14 } },
    ...routes,
  });

export const renderBuyPage = (at = '/page/buy/premium') => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  return renderApp(null, {
    at,
    routes: [
      { path: '/page/buy/premium/:period?', element: <PremiumBuyPage /> },
      ...['/page/premium/welcome', '/page/not-found', '/page/home'].map((path) => ({
        path,
        // i18n-exempt: a test route's marker, not a page
        element: <p>Now at {path}</p>,
      })),
    ],
  });
};

type User = ReturnType<typeof userEvent.setup>;
type Card = { number: string; expiry: string; cvv: string };

/** The sandbox's Visa that pays. */
export const VISA: Card = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };

/** Types a card into the payment form of either purchase, replacing what was there. */
export const fillCard = async (user: User, card: Card) => {
  for (const [label, value] of [
    ['Card number', card.number],
    ['Expiry date (MM/YY)', card.expiry],
    ['CVV', card.cvv],
  ] as const) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
};

/** Ticks the terms and the purchase's second agreement (named by `second`). */
export const agreeTo = async (user: User, second: RegExp) => {
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
  await user.click(screen.getByRole('checkbox', { name: second }));
};
