import type { PauseState } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { SubscriptionPage } from '../pages/subscription-page';
import { aSubscription, NO_PAUSE } from '../testing';

const PAUSE = '/api/v4/users/me/subscription/pause';
const ACTIVE = aSubscription({ status: 'active', trial_ends_at: null });
const CHOICES: PauseState = {
  ...NO_PAUSE,
  can_pause: true,
  choices: [
    { months: 1, resumes_at: '2027-01-01T10:00:00.000Z' },
    { months: 2, resumes_at: '2027-02-01T10:00:00.000Z' },
    { months: 3, resumes_at: '2027-03-01T10:00:00.000Z' },
  ],
};
const PAUSED: PauseState = {
  ...NO_PAUSE,
  paused: { months: 2, paused_at: '2026-11-26T10:00:00.000Z', resumes_at: '2027-02-01T10:00:00.000Z' },
};

const renderPage = (routes: Parameters<typeof stubFetch>[0]) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  const stub = stubFetch({ 'GET /api/v4/users/me/': { body: aUser({ premium: true }) }, ...routes });
  renderApp(<SubscriptionPage />, { at: paths.subscription, otherPaths: [paths.buyPremium()] });
  return stub;
};

describe('pausing on the subscription page (decision 0028)', () => {
  it('offers 1, 2 or 3 months with the day billing resumes, and pauses for the one chosen', async () => {
    const user = userEvent.setup();
    let paused = false;
    const { calls } = renderPage({
      'GET /api/v4/users/me/subscription': () => ({
        body: {
          subscription: paused ? { ...ACTIVE, status: 'paused', next_charge_date: null } : ACTIVE,
          trial_days: 0,
        },
      }),
      [`GET ${PAUSE}`]: () => ({ body: paused ? PAUSED : CHOICES }),
      [`POST ${PAUSE}`]: () => {
        paused = true;
        return { body: PAUSED };
      },
    });
    const group = await screen.findByRole('radiogroup', { name: 'Pause for' });
    expect(group).toHaveTextContent('1 month — billing resumes on January 1, 2027');
    await user.click(screen.getByRole('radio', { name: /2 months — billing resumes on February 1, 2027/ }));
    await user.click(screen.getByRole('button', { name: 'Pause premium' }));
    expect(await screen.findByText('Paused — premium resumes on February 1, 2027')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ months: 2 });
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('resumes now', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'GET /api/v4/users/me/subscription': {
        body: { subscription: { ...ACTIVE, status: 'paused' }, trial_days: 0 },
      },
      [`GET ${PAUSE}`]: { body: PAUSED },
      'POST /api/v4/users/me/subscription/resume': { body: NO_PAUSE },
    });
    await user.click(await screen.findByRole('button', { name: 'Resume now' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v4/users/me/subscription/resume')).toHaveLength(1),
    );
  });

  it('undoes a cancellation while premium lasts', async () => {
    const user = userEvent.setup();
    let undone = false;
    const { calls } = renderPage({
      'GET /api/v4/users/me/subscription': () => ({
        body: {
          subscription: undone
            ? ACTIVE
            : { ...ACTIVE, status: 'canceled', next_charge_date: null, can_cancel: false },
          trial_days: 0,
        },
      }),
      [`GET ${PAUSE}`]: () => ({
        body: undone ? NO_PAUSE : { ...NO_PAUSE, can_undo_cancel: true, premium_until: ACTIVE.paid_through },
      }),
      'POST /api/v4/users/me/subscription/undo-cancel': () => {
        undone = true;
        return { body: NO_PAUSE };
      },
    });
    const undo = await screen.findByRole('button', { name: 'Undo cancellation' });
    expect(
      screen.getByText(
        /Changed your mind\? Keep premium after December 1, 2026: billing starts again then, with no new trial\./,
      ),
    ).toBeInTheDocument();
    await user.click(undo);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo cancellation' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
