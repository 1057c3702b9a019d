import { cataloguePaths, type StudioLists } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, fill, findForm, refusal, renderConsolePage, submitRefused } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aList } from '../testing';
import { ListsPage } from './lists-page';

const lists: StudioLists = {
  lists: [
    aList(),
    aList({ id: 6, key: 'picks', kind: 'curated_lists', title: 'Our picks', items: [] }),
    aList({ id: 7, key: 'breakfasts', store: 'nutrition', title: 'Breakfasts' }),
  ],
  choices: { on_demand: [], nutrition: [] },
};
const make = `POST ${cataloguePaths.lists}`;

const open = (answer: Parameters<typeof stubFetch>[0][string]) => {
  const stub = stubFetch({ [`GET ${cataloguePaths.lists}`]: { body: lists }, [make]: answer });
  renderConsolePage(<ListsPage />, { at: consolePaths.lists, otherPaths: [consolePaths.list(9)] });
  return stub;
};

describe('ListsPage', () => {
  it("lists the store's categories and curated lists, each in its order", async () => {
    open({ body: aList() });
    const categories = await screen.findByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('listitem', { name: 'Strength' })).toHaveTextContent('1 item');
    expect(within(categories).queryByText('Breakfasts')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Curated lists' })).toHaveTextContent('Our picks');
  });

  it('makes a list of what was typed in the store shown, then opens it', async () => {
    const user = userEvent.setup();
    const { calls } = open({ body: aList({ id: 9, title: 'Mobility' }) });
    const form = await findForm('New list');
    await fill(user, within(form).getByLabelText('Title'), 'Mobility');
    await user.click(within(form).getByRole('button', { name: 'Make list' }));
    expect(await screen.findByText(`Now at ${consolePaths.list(9)}`)).toBeInTheDocument();
    expect(bodiesOf(calls, make)).toEqual([
      { key: '', store: 'on_demand', kind: 'categories', title: 'Mobility', description: '', bio: '' },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open(refusal('title', 'Title refused by the server'));
    const form = await findForm('New list');
    await submitRefused(user, form, {
      label: 'Title',
      text: 'Mobility',
      submit: 'Make list',
      message: 'Title refused by the server',
    });
  });
});
