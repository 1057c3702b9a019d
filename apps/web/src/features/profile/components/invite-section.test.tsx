import { type Invites, invitePaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
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

  it('says when nobody has joined yet', async () => {
    writeSession({ email: 'ana@example.com', token: 'tok' });
    stubFetch({ [`GET ${invitePaths.invites}`]: { body: { ...invites, invites: [] } } });
    renderApp(<InviteSection />, { at: paths.profile });
    expect(await screen.findByText('Nobody has signed up with your link yet.')).toBeInTheDocument();
  });
});
