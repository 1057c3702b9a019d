import { type GiftPrices, giftPaths } from '@studio/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { GiftPage } from './gift-page';

const prices: GiftPrices = {
  prices: [
    { months: 1, price: '19.99' },
    { months: 3, price: '59.97' },
    { months: 12, price: '143.88' },
  ],
  currency: 'USD',
  valid_months: 12,
};

const renderGift = () => {
  const stub = stubFetch({
    [`GET ${giftPaths.gifts}`]: { body: prices },
    [`POST ${giftPaths.clientToken}`]: { body: { client_token: 'studio-sandbox:token-1' } },
  });
  renderApp(<GiftPage />, { at: paths.sign.gift });
  return stub;
};

describe('GiftPage (decision 0048)', () => {
  it('offers each length at its price, says how long the code works, and names missing details', async () => {
    const user = userEvent.setup();
    renderGift();
    expect(await screen.findByRole('radio', { name: '12 months · $143.88' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 months · $59.97' })).toBeChecked();
    expect(screen.getByText(/works for 12 months after you buy it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('goes on to the card with what is bought, for whom and when, and back again', async () => {
    const user = userEvent.setup();
    const { calls } = renderGift();
    await user.click(await screen.findByRole('radio', { name: '12 months · $143.88' }));
    await user.type(screen.getByLabelText('Their name'), 'Rita');
    await user.type(screen.getByLabelText('Their e-mail'), 'rita@example.com');
    await user.type(screen.getByLabelText('Your name'), 'Paulo');
    await user.type(screen.getByLabelText('Your e-mail (for the receipt)'), 'paulo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByText(/12 months of premium for Rita, sent on .*: \$143\.88/),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /expires a year after purchase/ })).toBeInTheDocument();
    expect(calls.some((call) => call.path === giftPaths.clientToken)).toBe(true);
    await user.click(screen.getByRole('button', { name: "Change the gift's details" }));
    expect(screen.getByLabelText('Their name')).toHaveValue('Rita');
  });
});
