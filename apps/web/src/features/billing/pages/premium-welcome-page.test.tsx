import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { aSubscription } from '../testing';
import { PremiumWelcomePage } from './premium-welcome-page';

describe('PremiumWelcomePage (spec M2)', () => {
  it('thanks the member and leads to the on-demand workouts', async () => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({
      'GET /api/v4/users/me/': { body: aUser({ premium: true }) },
      'GET /api/v4/users/me/subscription': { body: { subscription: aSubscription(), trial_days: 0 } },
    });
    const { container } = renderApp(<PremiumWelcomePage />, { at: paths.premiumWelcome });
    expect(await screen.findByRole('heading', { name: 'Welcome to premium, Ada!' })).toBeInTheDocument();
    expect(screen.getByText(/Thank you for subscribing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start training' })).toHaveAttribute('href', paths.onDemand);
    // The confetti's canvas is decoration, hidden from assistive technology.
    expect(container.ownerDocument.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['a member without premium', aUser({ premium: false }), null],
    [
      'a member who canceled and is still premium',
      aUser({ premium: true }),
      aSubscription({ status: 'canceled' }),
    ],
  ])('does not thank %s for subscribing: the buy page says what applies', async (_, user, subscription) => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({
      'GET /api/v4/users/me/': { body: user },
      'GET /api/v4/users/me/subscription': { body: { subscription, trial_days: 14 } },
    });
    renderApp(null, {
      at: paths.premiumWelcome,
      routes: [
        { path: paths.premiumWelcome, element: <PremiumWelcomePage /> },
        { path: paths.buyPremium(), element: <p>Now at the buy page</p> },
      ],
    });
    expect(await screen.findByText('Now at the buy page')).toBeInTheDocument();
    expect(screen.queryByText(/Thank you for subscribing/)).toBeNull();
  });
});
