import { cataloguePaths, type StudioLists } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import {
  bodiesOf,
  expectDone,
  fill,
  findForm,
  refusal,
  renderConsolePage,
  submitRefused,
} from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aList } from '../testing';
import { ListPage } from './list-page';

const list = aList();
const lists: StudioLists = {
  lists: [list],
  choices: {
    on_demand: [
      { id: 11, title: 'Full-body strength', kind: 'workout' },
      { id: 12, title: 'Tabata burn', kind: 'workout' },
    ],
    nutrition: [],
  },
};
const save = `PUT ${cataloguePaths.list(list.id)}`;
const saveItems = `PUT ${cataloguePaths.listItems(list.id)}`;

const open = (routes: Parameters<typeof stubFetch>[0] = {}, at = consolePaths.list(list.id)) => {
  const stub = stubFetch({ [`GET ${cataloguePaths.lists}`]: { body: lists }, ...routes });
  renderConsolePage(<ListPage />, { at, path: consolePaths.list(':id') });
  return stub;
};

describe('ListPage', () => {
  it('shows the list: its kind, its words in the form and its items in order', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Strength', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Category')).toBeInTheDocument();
    const form = await findForm('Details');
    expect(within(form).getByLabelText('Title')).toHaveValue('Strength');
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue('Get stronger.');
    expect(screen.getByRole('list', { name: 'Items in order' })).toHaveTextContent('1. Full-body strength');
  });

  it('says no list has this ID when the lists have none of it', async () => {
    open({}, consolePaths.list(99));
    expect(await screen.findByText('No category or curated list has this ID.')).toBeInTheDocument();
  });

  it('saves the words typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({ [save]: ({ body }) => ({ body: { ...list, ...(body as object) } }) });
    const form = await findForm('Details');
    await fill(user, within(form).getByLabelText('Title'), 'Strength and power');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectDone(form, 'Changes saved.');
    expect(bodiesOf(calls, save)).toEqual([
      { title: 'Strength and power', description: 'Get stronger.', bio: '' },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open({ [save]: refusal('description', 'Description refused by the server') });
    const form = await findForm('Details');
    await submitRefused(user, form, {
      label: 'Description (optional)',
      text: 'Much stronger.',
      submit: 'Save changes',
      message: 'Description refused by the server',
    });
  });

  it('saves the items in their new order and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({ [saveItems]: { body: list } });
    const items = await screen.findByRole('region', { name: 'Items' });
    await user.click(within(items).getByRole('button', { name: 'Remove Full-body strength' }));
    expect(within(items).getByText('No items yet: members see an empty list.')).toBeInTheDocument();
    await user.click(within(items).getByRole('button', { name: 'Save items' }));
    expect(await within(items).findByRole('status')).toHaveTextContent(
      'Items saved: members see them in this order.',
    );
    expect(bodiesOf(calls, saveItems)).toEqual([{ item_ids: [] }]);
  });
});
