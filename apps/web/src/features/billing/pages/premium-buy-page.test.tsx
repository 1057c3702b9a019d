import { english } from '@studio/shared/english';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setPlatformOverride } from '../../../lib/platform';
import { aUser } from '../../../test/render';
import { aSubscription, renderBuyPage, STUDIO20, stubBuyPage } from '../testing';

const step = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('PremiumBuyPage: plan picker and steps (spec A2, A4)', () => {
  it('shows each plan per month with $, its saving against monthly and what each period bills', async () => {
    stubBuyPage();
    renderBuyPage();
    const yearly = await screen.findByRole('radio', { name: /Yearly/ });
    expect(within(yearly).getByText('$11.99')).toBeInTheDocument();
    expect(within(yearly).getByText('Save 40%')).toBeInTheDocument();
    expect(within(yearly).getByText('$143.88 billed every 12 months')).toBeInTheDocument();
    expect(within(radio(/^6 months/)).getByText('$101.94 billed every 6 months')).toBeInTheDocument();
    expect(within(radio(/Monthly/)).getByText('$19.99 billed every month')).toBeInTheDocument();
    expect(within(radio(/Monthly/)).queryByText(/Save/)).toBeNull();
    expect(screen.getByText(/What premium gives you/)).toBeInTheDocument();
  });

  it('moves to step 2 on a pick, back to step 1 when the chosen plan is picked again', async () => {
    const user = userEvent.setup();
    stubBuyPage();
    renderBuyPage();
    await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
    expect(radio(/Yearly/)).toHaveAttribute('aria-checked', 'true');
    expect(step('Payment method')).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();

    // Another plan: still step 2, that plan chosen.
    await user.click(radio(/Monthly/));
    expect(radio(/Monthly/)).toHaveAttribute('aria-checked', 'true');
    expect(radio(/Yearly/)).toHaveAttribute('aria-checked', 'false');
    expect(step('Payment method')).toHaveAttribute('aria-current', 'step');

    // The chosen plan again: deselected, back to step 1, no payment section.
    await user.click(radio(/Monthly/));
    expect(radio(/Monthly/)).toHaveAttribute('aria-checked', 'false');
    expect(step('Choose plan')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('reaches the plans with the keyboard', async () => {
    const user = userEvent.setup();
    stubBuyPage();
    renderBuyPage();
    const monthly = await screen.findByRole('radio', { name: /Monthly/ });
    monthly.focus();
    await user.keyboard('{Enter}');
    expect(monthly).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(radio(/^6 months/)).toHaveAttribute('aria-checked', 'true');
    expect(radio(/^6 months/)).toHaveFocus();
  });

  it('preselects the plan of the address and opens step 2', async () => {
    stubBuyPage();
    renderBuyPage('/page/buy/premium/biannually');
    expect(await screen.findByRole('radio', { name: /^6 months/ })).toHaveAttribute('aria-checked', 'true');
    expect(step('Payment method')).toHaveAttribute('aria-current', 'step');
  });

  it('sends an unknown period to the not-found page', async () => {
    stubBuyPage();
    renderBuyPage('/page/buy/premium/weekly');
    expect(await screen.findByText('Now at /page/not-found')).toBeInTheDocument();
  });

  it('sends a member who is already premium to the welcome page', async () => {
    stubBuyPage({ 'GET /api/v4/users/me/': { body: aUser({ premium: true }) } });
    renderBuyPage('/page/buy/premium/yearly');
    expect(await screen.findByText('Now at /page/premium/welcome')).toBeInTheDocument();
  });

  it('tells a member who canceled and is still premium until when, and when to subscribe again', async () => {
    stubBuyPage({
      'GET /api/v4/users/me/': { body: aUser({ premium: true }) },
      'GET /api/v4/users/me/subscription': {
        body: {
          subscription: aSubscription({
            status: 'canceled',
            paid_through: '2026-12-20T10:00:00.000Z',
            next_charge_date: null,
          }),
          trial_days: 0,
        },
      },
    });
    renderBuyPage('/page/buy/premium/yearly');
    expect(
      await screen.findByRole('heading', { name: "You're premium until December 20, 2026" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(english('shared.billing.premiumUntil', { date: 'December 20, 2026' })),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your subscription' })).toHaveAttribute(
      'href',
      '/page/subscription',
    );
    expect(screen.queryByText('Now at /page/premium/welcome')).toBeNull();
    expect(screen.queryByRole('radio', { name: /Yearly/ })).toBeNull();
  });

  it('shows only the not-in-iOS message in the iOS app', async () => {
    setPlatformOverride('ios');
    const { calls } = stubBuyPage();
    renderBuyPage();
    expect(
      await screen.findByRole('heading', { name: english('shared.billing.premiumNotInIos') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls.some((call) => call.path === '/api/v3/braintrees/client_token')).toBe(false);
  });
});

describe('PremiumBuyPage: promo code (spec A4, A5)', () => {
  it('applies a code: a loader, then the promo prices about a second later; Clear reverts them', async () => {
    const user = userEvent.setup();
    const { calls } = stubBuyPage({ 'POST /api/v3/braintrees/validade_promocode': { body: STUDIO20 } });
    renderBuyPage();
    await screen.findByRole('radio', { name: /Yearly/ });
    await user.type(screen.getByLabelText('Promo code'), ' STUDIO20 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/Promo code/)).toHaveTextContent('Promo code STUDIO20 applied');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByText('Updating prices…')).toBeInTheDocument();
    expect(within(radio(/Yearly/)).queryByText('$11.99')).toBeNull();
    expect(screen.queryByText('$9.59')).toBeNull();
    const sent = calls.find((call) => call.path === '/api/v3/braintrees/validade_promocode');
    expect(sent?.body).toEqual({ promocode: 'STUDIO20', id: 1 });

    expect(await within(radio(/Yearly/)).findByText('$9.59', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(within(radio(/Yearly/)).getByText('$115.08 billed every 12 months')).toBeInTheDocument();
    expect(within(radio(/Monthly/)).getByText('Save 20%')).toBeInTheDocument();
    expect(screen.queryByText('Updating prices…')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    expect(screen.getByText('Updating prices…')).toBeInTheDocument();
    expect(await within(radio(/Yearly/)).findByText('$11.99', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(within(radio(/Yearly/)).getByText('$143.88 billed every 12 months')).toBeInTheDocument();
  }, 15_000);

  it('finds the code applied again on coming back to the page, as discount_information gives it now', async () => {
    const user = userEvent.setup();
    const first = stubBuyPage({ 'POST /api/v3/braintrees/validade_promocode': { body: STUDIO20 } });
    const { unmount } = renderBuyPage();
    await screen.findByRole('radio', { name: /Yearly/ });
    await user.type(screen.getByLabelText('Promo code'), 'STUDIO20{Enter}');
    expect(await screen.findByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(first.calls.some((call) => call.path === '/api/v3/braintrees/discount_information')).toBe(false);
    unmount();

    // Back on the page (a reload, the terms read): the promo is asked for by its id, not retyped.
    const again = stubBuyPage({ 'POST /api/v3/braintrees/discount_information': { body: STUDIO20 } });
    renderBuyPage();
    expect(await screen.findByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByText('STUDIO20').closest('p')).toHaveTextContent('Promo code STUDIO20 applied');
    const asked = again.calls.find((call) => call.path === '/api/v3/braintrees/discount_information');
    expect(asked?.body).toEqual({ discount_id: STUDIO20.promocode_id });
    expect(await within(radio(/Yearly/)).findByText('$9.59', {}, { timeout: 3_000 })).toBeInTheDocument();

    // Cleared, it stays cleared on the next visit: nothing is asked.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    cleanup();
    const third = stubBuyPage();
    renderBuyPage();
    await screen.findByRole('radio', { name: /Yearly/ });
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    expect(third.calls.some((call) => call.path === '/api/v3/braintrees/discount_information')).toBe(false);
  }, 15_000);

  it('drops a kept code the server no longer accepts, quietly', async () => {
    window.sessionStorage.setItem('studio.premium-promo', JSON.stringify({ userId: 1, id: 77 }));
    const { calls } = stubBuyPage({
      'POST /api/v3/braintrees/discount_information': {
        status: 422,
        body: { message: 'This promo code has expired' },
      },
    });
    renderBuyPage();
    await screen.findByRole('radio', { name: /Yearly/ });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v3/braintrees/discount_information')).toBe(true),
    );
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    expect(screen.queryByText('This promo code has expired')).toBeNull();
    await waitFor(() => expect(window.sessionStorage.getItem('studio.premium-promo')).toBeNull());
  });

  it('moves keyboard focus to Clear after Apply, and back to the code after Clear', async () => {
    const user = userEvent.setup();
    stubBuyPage({ 'POST /api/v3/braintrees/validade_promocode': { body: STUDIO20 } });
    renderBuyPage();
    await screen.findByRole('radio', { name: /Yearly/ });
    await user.type(screen.getByLabelText('Promo code'), 'STUDIO20{Enter}');
    expect(await screen.findByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Promo code')).toHaveFocus();
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it("shows the server's message for a refused code and keeps the prices", async () => {
    const user = userEvent.setup();
    stubBuyPage({
      'POST /api/v3/braintrees/validade_promocode': {
        status: 400,
        body: {
          message: 'This promo code is not valid',
          errors: { promocode: ['This promo code is not valid'] },
        },
      },
    });
    renderBuyPage();
    await screen.findByRole('radio', { name: /Yearly/ });
    await user.type(screen.getByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code is not valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.queryByText('Updating prices…')).toBeNull();
    // Editing the code dismisses the message.
    await user.type(screen.getByLabelText('Promo code'), 'X');
    expect(screen.queryByText('This promo code is not valid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('shows a rate-limit answer as the message', async () => {
    const user = userEvent.setup();
    stubBuyPage({
      'POST /api/v3/braintrees/validade_promocode': {
        status: 429,
        body: { message: 'Too many attempts. Please wait a minute and try again.' },
      },
    });
    renderBuyPage();
    await screen.findByRole('radio', { name: /Yearly/ });
    await user.type(screen.getByLabelText('Promo code'), 'GUESS');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });
});
