import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { PremiumWelcomePage } from './premium-welcome-page';

describe('PremiumWelcomePage (spec M2)', () => {
  it('thanks the member and leads to the on-demand workouts', async () => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({ 'GET /api/v4/users/me/': { body: aUser({ premium: true }) } });
    const { container } = renderApp(<PremiumWelcomePage />, { at: paths.premiumWelcome });
    expect(await screen.findByRole('heading', { name: 'Welcome to premium, Ada!' })).toBeInTheDocument();
    expect(screen.getByText(/Thank you for subscribing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start training' })).toHaveAttribute('href', paths.onDemand);
    // The confetti's canvas is decoration, hidden from assistive technology.
    expect(container.ownerDocument.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
  });
});
