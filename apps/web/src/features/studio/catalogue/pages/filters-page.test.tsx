import { filterPaths, type StudioFilterGroup } from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, fill, findForm, refusal, renderConsolePage, submitRefused } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aFilterGroup } from '../testing';
import { FiltersPage } from './filters-page';

const add = `POST ${filterPaths.groups}`;

/** The groups as the server keeps them: a new one is listed on the next read. */
const open = (refuse = false) => {
  const groups: StudioFilterGroup[] = [
    aFilterGroup(),
    aFilterGroup({ id: 3, store: 'nutrition', title: 'Diet' }),
  ];
  const stub = stubFetch({
    [`GET ${filterPaths.groups}`]: () => ({ body: { groups } }),
    [add]: ({ body }) => {
      if (refuse) return refusal('title', 'Title refused by the server');
      const group = aFilterGroup({ id: 4, title: (body as { title: string }).title, options: [] });
      groups.push(group);
      return { body: group };
    },
  });
  renderConsolePage(<FiltersPage />, { at: consolePaths.filters });
  return stub;
};

describe('FiltersPage', () => {
  it("lists the store's filter groups with their options and how many items carry each", async () => {
    open();
    const groups = await screen.findByRole('list', { name: 'Filter groups in order' });
    expect(within(groups).getByRole('listitem', { name: 'Level: Beginner' })).toHaveTextContent('3 items');
    expect(within(groups).queryByText('Diet')).not.toBeInTheDocument();
  });

  it('makes the group typed in the store shown, lists it and empties the form', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const form = await findForm('New filter group');
    await fill(user, within(form).getByLabelText('Title'), 'Equipment');
    await user.click(within(form).getByRole('button', { name: 'Make group' }));
    const groups = screen.getByRole('list', { name: 'Filter groups in order' });
    expect(await within(groups).findByRole('listitem', { name: 'Equipment' })).toHaveTextContent(
      'No options yet: members see this group once it has one.',
    );
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(''));
    expect(bodiesOf(calls, add)).toEqual([{ store: 'on_demand', title: 'Equipment', key: '' }]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(true);
    const form = await findForm('New filter group');
    await submitRefused(user, form, {
      label: 'Title',
      text: 'Equipment',
      submit: 'Make group',
      message: 'Title refused by the server',
    });
  });
});
