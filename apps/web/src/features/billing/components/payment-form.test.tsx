import { billingMessages } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setPlatformOverride } from '../../../lib/platform';
import { SUBSCRIPTION_QUERY_KEY } from '../api/get-subscription';
import { aSubscription, renderBuyPage, STUDIO20, stubBuyPage } from '../testing';

type User = ReturnType<typeof userEvent.setup>;

const fillCard = async (user: User, card: { number: string; expiry: string; cvv: string }) => {
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

const agree = async (user: User) => {
  await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
  await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
};

const VISA = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' };
const payButton = () => screen.getByRole('button', { name: 'Start free trial' });

const openYearly = async () => {
  const rendered = renderBuyPage('/page/buy/premium/yearly');
  await screen.findByLabelText('Card number');
  return rendered;
};

describe('PaymentForm (spec A5, A8)', () => {
  it('pays yearly with a promo: the payload carries the period total after the promo, then the welcome page', async () => {
    const user = userEvent.setup();
    setPlatformOverride('web');
    const { calls } = stubBuyPage({
      'POST /api/v3/braintrees/validade_promocode': { body: STUDIO20 },
      'POST /api/v3/braintrees/web_payment': {
        body: { message: 'Welcome to premium', subscription: aSubscription({ price: '115.08' }) },
      },
    });
    const { queryClient } = await openYearly();
    await user.type(screen.getByLabelText('Promo code'), 'STUDIO20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('$115.08 billed every 12 months', {}, { timeout: 3_000 });
    await fillCard(user, VISA);
    await agree(user);
    await user.click(payButton());

    expect(await screen.findByText('Now at /page/premium/welcome')).toBeInTheDocument();
    const payment = calls.find((call) => call.path === '/api/v3/braintrees/web_payment');
    expect(payment?.body).toEqual({
      nonce_from_the_client: 'fake-valid-visa-nonce',
      get_last_four: '1111',
      get_card_type: 'Visa',
      subscription_discount_id: 5,
      plan_name: 'yearly',
      plan_price: '115.08',
    });
    expect(payment?.headers.get('x-client-platform')).toBe('web');
    // The user is loaded again after the purchase; the subscription is asked again on its next use.
    expect(calls.filter((call) => call.path === '/api/v4/users/me/').length).toBeGreaterThanOrEqual(2);
    expect(queryClient.getQueryState(SUBSCRIPTION_QUERY_KEY)?.isInvalidated).toBe(true);
  }, 15_000);

  it('pays the list price without a promo (monthly 19.99, no discount id)', async () => {
    const user = userEvent.setup();
    const { calls } = stubBuyPage({
      'POST /api/v3/braintrees/web_payment': {
        body: { message: 'Welcome to premium', subscription: aSubscription({ plan: 'montly' }) },
      },
    });
    renderBuyPage('/page/buy/premium/montly');
    await screen.findByLabelText('Card number');
    await fillCard(user, { number: '5555555555554444', expiry: '01/38', cvv: '999' });
    await agree(user);
    await user.click(payButton());
    await screen.findByText('Now at /page/premium/welcome');
    expect(calls.find((call) => call.path === '/api/v3/braintrees/web_payment')?.body).toMatchObject({
      nonce_from_the_client: 'fake-valid-mastercard-nonce',
      get_last_four: '4444',
      get_card_type: 'MasterCard',
      subscription_discount_id: null,
      plan_name: 'montly',
      plan_price: '19.99',
    });
  });

  it('requires both agreements before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = stubBuyPage();
    await openYearly();
    await fillCard(user, VISA);
    await user.click(payButton());
    expect(await screen.findByText(billingMessages.agreeTerms)).toBeInTheDocument();
    expect(screen.getByText(billingMessages.agreeTrialRenewal)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/v3/braintrees/web_payment')).toBe(false);
    await agree(user);
    expect(screen.queryByText(billingMessages.agreeTerms)).toBeNull();
    expect(payButton()).toBeEnabled();
  });

  it('states the 14-day trial in the renewal agreement', async () => {
    stubBuyPage();
    await openYearly();
    expect(
      screen.getByRole('checkbox', {
        name: 'I understand that after my 14-day free trial my plan renews automatically at $143.88 every 12 months until I cancel',
      }),
    ).toBeInTheDocument();
  });

  it('offers no new trial when the server says the member had one (also on a deleted account)', async () => {
    stubBuyPage({
      'GET /api/v4/users/me/subscription': { body: { subscription: null, trial_days: 0 } },
    });
    await openYearly();
    expect(
      await screen.findByRole('checkbox', {
        name: 'I understand that my plan renews automatically at $143.88 every 12 months until I cancel',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('flags an expired date and a number that fails Luhn, with the fields message, and blocks pay until an edit', async () => {
    const user = userEvent.setup();
    const { calls } = stubBuyPage();
    await openYearly();
    await fillCard(user, { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '123' });
    await agree(user);
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.cardFieldsInvalid);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CVV')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(billingMessages.cardNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(billingMessages.cardExpiryInvalid)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/v3/braintrees/web_payment')).toBe(false);

    await user.type(screen.getByLabelText('CVV'), '{Backspace}4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(payButton()).toBeEnabled();
  });

  it("refuses a valid number that is not a sandbox test card, as Braintree's sandbox does", async () => {
    const user = userEvent.setup();
    stubBuyPage();
    await openYearly();
    await fillCard(user, { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' });
    await agree(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.cardNotTestNumber);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the processor's decline, stays, and keeps pay disabled until the card is edited", async () => {
    const user = userEvent.setup();
    const { calls } = stubBuyPage({
      'POST /api/v3/braintrees/web_payment': { status: 402, body: { message: 'Do Not Honor' } },
    });
    await openYearly();
    await fillCard(user, { number: '4000 1111 1111 1115', expiry: '12/39', cvv: '123' });
    await agree(user);
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Do Not Honor');
    expect(calls.find((call) => call.path === '/api/v3/braintrees/web_payment')?.body).toMatchObject({
      nonce_from_the_client: 'fake-processor-declined-visa-nonce',
    });
    expect(payButton()).toBeDisabled();
    expect(screen.queryByText(/Now at/)).toBeNull();

    await fillCard(user, VISA);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(payButton()).toBeEnabled();
  });

  it('shows a price change (409) and loads the plans again', async () => {
    const user = userEvent.setup();
    const { calls } = stubBuyPage({
      'POST /api/v3/braintrees/web_payment': {
        status: 409,
        body: {
          message: billingMessages.priceMismatch,
          errors: { plan_price: [billingMessages.priceMismatch] },
        },
      },
    });
    await openYearly();
    await fillCard(user, VISA);
    await agree(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(billingMessages.priceMismatch);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v3/purchase_plans').length).toBeGreaterThanOrEqual(2),
    );
  });
});
