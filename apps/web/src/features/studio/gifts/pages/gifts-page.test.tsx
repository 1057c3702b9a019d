import { giftPaths, type StudioGift } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { GiftsPage } from './gifts-page';

const gift: StudioGift = {
  id: 7,
  months: 3,
  price: '59.97',
  buyer_email: 'paulo@example.com',
  recipient_email: 'rita@example.com',
  deliver_on: '2026-12-24',
  status: 'paid',
  expires_at: '2027-11-29T10:00:00.000Z',
  created_at: '2026-11-29T10:00:00.000Z',
  refundable: true,
};

describe('GiftsPage (decision 0048)', () => {
  it('lists the gifts sold and refunds one nobody has redeemed, after asking', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [`GET ${giftPaths.studioGifts}`]: { body: { gifts: [gift] } },
      [`POST ${giftPaths.studioGiftRefund(7)}`]: {
        body: { gifts: [{ ...gift, status: 'voided', refundable: false }] },
      },
    });
    renderConsolePage(<GiftsPage />, { at: consolePaths.gifts });
    const row = await screen.findByRole('listitem', { name: 'rita@example.com' });
    expect(row).toHaveTextContent('3 months · $59.97 · for rita@example.com');
    expect(row).toHaveTextContent('From paulo@example.com · delivery day December 24, 2026');
    expect(row).toHaveTextContent('Waiting for its day');
    await user.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the code sent to rita@example.com stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(row).findByText('Refunded')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(calls.filter((call) => call.path === giftPaths.studioGiftRefund(7))).toHaveLength(1);
  });
});
