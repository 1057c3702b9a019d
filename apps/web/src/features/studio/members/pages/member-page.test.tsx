import { studioPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aMember } from '../testing';
import { MemberPage } from './member-page';

const member = aMember();
const refund = `POST ${studioPaths.memberRefund(member.id)}`;

const open = (routes: Parameters<typeof stubFetch>[0] = {}) => {
  const stub = stubFetch({ [`GET ${studioPaths.member(member.id)}`]: { body: member }, ...routes });
  renderConsolePage(<MemberPage />, { at: consolePaths.member(member.id), path: consolePaths.member(':id') });
  return stub;
};

describe('MemberPage', () => {
  it('shows the member: who they are, their subscription, payments and programs', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Mia Stone', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('mia@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Monthly, \$19\.99 a period, active, paid through/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent(
      'Premium, monthly · $19.99 · settled',
    );
    expect(screen.getByText('No programs bought.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Members' })).toHaveAttribute('href', consolePaths.members);
  });

  it('refunds a payment once the owner confirms, and shows it refunded', async () => {
    const user = userEvent.setup();
    const refunded = {
      ...member,
      payments: member.payments.map((p) => ({ ...p, status: 'refunded', refundable: false })),
    };
    const { calls } = open({ [refund]: { body: refunded } });
    const payment = await screen.findByRole('listitem', { name: 'Premium, monthly' });
    await user.click(within(payment).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $19.99?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(payment).findByText(/refunded/)).toBeInTheDocument();
    expect(bodiesOf(calls, refund)).toEqual([{ payment: 'premium:91' }]);
  });

  it("says the server's word when a program cannot be given", async () => {
    const user = userEvent.setup();
    open({
      [`POST ${studioPaths.memberGrantProgram(member.id)}`]: {
        status: 409,
        body: { code: 'program_in_progress', message: 'Mia Stone is in a program already' },
      },
    });
    await screen.findByRole('heading', { name: 'Mia Stone', level: 1 });
    await user.click(screen.getByRole('combobox', { name: 'Give a program' }));
    await user.click(await screen.findByRole('option', { name: 'Core builder' }));
    await user.click(screen.getByRole('button', { name: 'Give program' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mia Stone is in a program already');
  });
});
