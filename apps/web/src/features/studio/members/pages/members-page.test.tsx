import { type MemberRow, studioPaths } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { fill, renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aMember } from '../testing';
import { MembersPage } from './members-page';

const row = (member: ReturnType<typeof aMember>): MemberRow => ({
  id: member.id,
  name: member.name,
  last_name: member.last_name,
  email: member.email,
  created_at: member.created_at,
  premium: member.premium,
  role: member.role,
});

const mia = row(aMember());
const cora = row(
  aMember({
    id: 9,
    name: 'Cora',
    last_name: 'Coach',
    email: 'cora@example.com',
    premium: false,
    role: 'coach',
  }),
);
const search = (q: string) => `GET ${studioPaths.members}?q=${encodeURIComponent(q)}`;

describe('MembersPage', () => {
  it('lists the members found by the name or e-mail typed, with their role and premium', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [search('')]: { body: { members: [mia, cora], more: true } },
      [search('cora')]: { body: { members: [cora], more: false } },
    });
    renderConsolePage(<MembersPage />, { at: consolePaths.members });
    const list = await screen.findByRole('list', { name: 'Members' });
    const found = await within(list).findByRole('listitem', { name: 'Mia Stone' });
    expect(found).toHaveTextContent('mia@example.com · joined');
    expect(found).toHaveTextContent('Premium');
    expect(within(found).getByRole('link', { name: 'Mia Stone' })).toHaveAttribute(
      'href',
      consolePaths.member(8),
    );
    expect(screen.getByText('More members match: say more in the search.')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Search by name or e-mail'), 'cora');
    await waitFor(() => expect(within(list).queryByText('Mia Stone')).not.toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: 'Cora Coach' })).toHaveTextContent('coach');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([search(''), search('cora')]);
  });

  it('says so when no member matches', async () => {
    const user = userEvent.setup();
    stubFetch({
      [search('')]: { body: { members: [mia], more: false } },
      [search('nobody')]: { body: { members: [], more: false } },
    });
    renderConsolePage(<MembersPage />, { at: consolePaths.members });
    await screen.findByRole('listitem', { name: 'Mia Stone' });
    await fill(user, screen.getByLabelText('Search by name or e-mail'), 'nobody');
    expect(await screen.findByText('No member matches “nobody”.')).toBeInTheDocument();
  });
});
