import { type Invites, invitePaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { InviteSection } from './invite-section';

const invites: Invites = {
  code: '3fa1c09b2e',
  link: 'https://studio.example/sign/signup?referral_token=3fa1c09b2e',
  invites: [
    { name: 'Carla D.', joined_at: '2026-11-24T10:00:00.000Z', status: 'rewarded', reward_months: 2 },
    { name: 'Dani E.', joined_at: '2026-11-22T10:00:00.000Z', status: 'revoked', reward_months: null },
    { name: 'Bruno C.', joined_at: '2026-11-20T10:00:00.000Z', status: 'joined', reward_months: null },
    { name: 'Ana S.', joined_at: '2026-11-18T10:00:00.000Z', status: 'refused', reward_months: null },
  ],
  sent: [{ email: 'eva@example.com', sent_at: '2026-11-25T10:00:00.000Z' }],
  reward: { months: 2, discount_percent: 30 },
};

describe('InviteSection (issue 38)', () => {
  it('shows the link and code to share, the reward, and who signed up, rewarded or not', async () => {
    writeSession({ email: 'ana@example.com', token: 'tok' });
    stubFetch({ [`GET ${invitePaths.invites}`]: { body: invites } });
    renderApp(<InviteSection />, { at: paths.profile });
    const section = await screen.findByRole('region', { name: 'Invite a friend' });
    expect(await within(section).findByLabelText('Your invite link')).toHaveValue(invites.link);
    expect(within(section).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Or give your code: 3fa1c09b2e');
    expect(section).toHaveTextContent(
      'you get 2 free months of premium and they get 30% of that first payment back',
    );
    expect(section).toHaveTextContent('3 friends signed up');
    const friends = within(within(section).getByRole('list', { name: 'Friends who signed up' })).getAllByRole(
      'listitem',
    );
    expect(friends.map((friend) => friend.textContent)).toEqual([
      'Carla D.November 24, 2026+2 free months',
      'Dani E.November 22, 2026Reward taken back',
      'Bruno C.November 20, 2026Joined',
      'Ana S.November 18, 2026Not counted',
    ]);
  });

  it('mails the link to a friend, lists the address as sent, and shows a refusal on the field', async () => {
    const user = userEvent.setup();
    writeSession({ email: 'ana@example.com', token: 'tok' });
    let posts = 0;
    const { calls } = stubFetch({
      [`GET ${invitePaths.invites}`]: { body: { ...invites, sent: [] } },
      [`POST ${invitePaths.invites}`]: () =>
        ++posts === 1
          ? {
              status: 400,
              body: { message: 'x', errors: { email: ['Someone with this address is a member already.'] } },
            }
          : {
              body: { ...invites, sent: [{ email: 'zoe@example.com', sent_at: '2026-11-29T10:00:00.000Z' }] },
            },
    });
    renderApp(<InviteSection />, { at: paths.profile });
    const section = await screen.findByRole('region', { name: 'Invite a friend' });
    const field = await within(section).findByLabelText('Invite by e-mail');
    await user.type(field, 'bruno@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send invite' }));
    expect(
      await within(section).findByText('Someone with this address is a member already.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'zoe@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send invite' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Invite sent to zoe@example.com');
    expect(within(section).getByRole('list', { name: 'Invites sent' })).toHaveTextContent(
      'zoe@example.comSent November 29, 2026',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { email: 'bruno@example.com' },
      { email: 'zoe@example.com' },
    ]);
  });

  it('says when nobody has joined yet', async () => {
    writeSession({ email: 'ana@example.com', token: 'tok' });
    stubFetch({ [`GET ${invitePaths.invites}`]: { body: { ...invites, invites: [] } } });
    renderApp(<InviteSection />, { at: paths.profile });
    expect(await screen.findByText('Nobody has signed up with your link yet.')).toBeInTheDocument();
  });
});
