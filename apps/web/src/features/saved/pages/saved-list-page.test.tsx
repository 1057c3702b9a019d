import { libraryPaths, SKELETONS, savedPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderApp } from '../../../test/render';
import { anItem, details } from '../../library/testing';
import { aSavedList, listAnswer, savedServer, stubSaved } from '../testing';
import { SavedPage } from './saved-page';

const ROUTE = '/page/saved/:id?';
const HIIT = anItem({ id: 1, kind_id: 1, title: 'HIIT express' });
const YOGA = anItem({ id: 2, kind_id: 2, title: 'Slow yoga' });
const RUN = anItem({ id: 3, kind_id: 3, title: 'Tempo run' });
const LEGS = aSavedList({ id: 30, name: 'Leg day', items: [HIIT, YOGA, RUN] });
const LIST = `GET ${savedPaths.list(30)}`;

const renderList = (at = paths.saved(30)) => {
  const user = userEvent.setup();
  return { user, ...renderApp(<SavedPage />, { at, path: ROUTE }) };
};
const chooseAction = async (user: ReturnType<typeof userEvent.setup>, action: string) => {
  await user.click(await screen.findByRole('button', { name: 'Actions for Leg day' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};
const backAtLists = async (router: ReturnType<typeof renderList>['router']) => {
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.saved()));
  expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
};

describe('SavedPage: one list (spec M2, M4, M5)', () => {
  it('shows the name as the heading and the items as library tiles opening their details', async () => {
    stubSaved([LEGS], {
      [LIST]: { body: { saved_list: LEGS } },
      [`GET ${libraryPaths.item('workout', 1)}`]: { body: details() },
    });
    const { user, router } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg day' })).toBeInTheDocument();
    expect(screen.getByText('3 items · Workouts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All saved lists' })).toHaveAttribute('href', paths.saved());
    expect(screen.getAllByRole('link', { name: /HIIT express|Slow yoga|Tempo run/ })).toHaveLength(3);
    expect(document.title).toMatch(/^Leg day · /);

    await user.click(screen.getByRole('link', { name: /HIIT express/ }));
    const dialog = await screen.findByRole('dialog', { name: 'HIIT express' });
    expect(router.state.location.search).toBe('?item=workout-1');
    // The details carry the save button too: the item is in this list.
    expect(
      await within(dialog).findByRole('button', { name: 'Remove HIIT express from Leg day' }),
    ).toBeInTheDocument();
  });

  it('opens a locked workout locked, without "Play": a saved list is not a store (spec M2, issue 14)', async () => {
    const locked = anItem({ id: 1, kind_id: 1, title: 'HIIT express', can_watch: false });
    stubSaved([{ ...LEGS, items: [locked] }], {
      [LIST]: { body: { saved_list: { ...LEGS, items: [locked] } } },
      [`GET ${libraryPaths.item('workout', 1)}`]: { body: details({ can_watch: false }) },
    });
    renderList(`${paths.saved(30)}?item=workout-1`);
    const dialog = await screen.findByRole('dialog', { name: 'HIIT express' });
    expect(await within(dialog).findByText('Locked: premium')).toBeInTheDocument();
    // The save button is there (the details have loaded): the banner's play action is not.
    expect(
      await within(dialog).findByRole('button', { name: 'Remove HIIT express from Leg day' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^(Play|Watch live)$/ })).toBeNull();
  });

  it("the details' save dialog closes on Escape, leaving the details open", async () => {
    stubSaved([aSavedList({ id: 31, name: 'Core' })], {
      [LIST]: { body: { saved_list: LEGS } },
      [`GET ${libraryPaths.item('workout', 9)}`]: { body: details({ id: 9, title: 'Box jumps' }) },
    });
    const { user } = renderList(`${paths.saved(30)}?item=workout-9`);
    const opened = await screen.findByRole('dialog', { name: 'Box jumps' });
    await user.click(await within(opened).findByRole('button', { name: 'Save Box jumps' }));
    expect(await screen.findByRole('dialog', { name: 'Save Box jumps' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save Box jumps' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Box jumps' })).toBeInTheDocument();
  });

  it('shows skeletons while the list loads', async () => {
    stubSaved([LEGS], { [LIST]: () => new Promise(() => {}) });
    renderList();
    expect(await screen.findByRole('status', { name: 'Loading the list' })).toBeInTheDocument();
    expect(screen.getAllByTestId('grid-skeleton')).toHaveLength(SKELETONS.grids);
  });

  it('says there are no results for an empty list, where edit is not offered', async () => {
    const empty = aSavedList({ id: 30, items: [] });
    stubSaved([empty], { [LIST]: { body: { saved_list: empty } } });
    const { user } = renderList();
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
    await chooseAction(user, 'Rename');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Actions for Leg day' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeDisabled();
  });

  it("says another member's or an unknown list is not found, with the way back", async () => {
    stubSaved([LEGS], { [`GET ${savedPaths.list(99)}`]: { status: 404, body: { message: 'Not found' } } });
    const { router } = renderList(paths.saved(99));
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to saved lists' })).toHaveAttribute('href', paths.saved());
    // The page says so itself: it does not leave for the app's not-found page.
    expect(router.state.location.pathname).toBe(paths.saved(99));
  });

  it('says an address without a list id is not found, without asking the server', async () => {
    const { calls } = stubSaved([LEGS]);
    renderList('/page/saved/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith(savedPaths.lists))).toEqual([]);
  });

  it('rename: the name comes prefilled; save sends it and returns to the lists', async () => {
    const renamed = { ...LEGS, name: 'Legs and glutes' };
    const server = savedServer([LEGS]);
    const { calls } = server.stub({
      [LIST]: { body: { saved_list: LEGS } },
      [`PUT ${savedPaths.list(30)}`]: server.change(
        [renamed],
        listAnswer(renamed, english('shared.profile.listRenamed')),
      ),
    });
    const { user, router } = renderList();
    await chooseAction(user, 'Rename');
    const dialog = screen.getByRole('dialog', { name: 'Rename list' });
    const name = within(dialog).getByRole('textbox', { name: 'List name' });
    expect(name).toHaveValue('Leg day');

    await user.clear(name);
    await user.type(name, 'Legs and glutes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await backAtLists(router);
    expect(await screen.findByRole('link', { name: /Legs and glutes/ })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ model: { name: 'Legs and glutes' } });
  });

  it("rename: shows the server's error under the name and stays", async () => {
    stubSaved([LEGS], {
      [LIST]: { body: { saved_list: LEGS } },
      [`PUT ${savedPaths.list(30)}`]: {
        status: 400,
        body: { message: 'Invalid', errors: { name: [english('shared.profile.listNameTaken')] } },
      },
    });
    const { user, router } = renderList();
    await chooseAction(user, 'Rename');
    const dialog = screen.getByRole('dialog', { name: 'Rename list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'List name' }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(english('shared.profile.listNameTaken'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(router.state.location.pathname).toBe(paths.saved(30));
  });

  it('delete: asks first; cancel keeps the list, delete removes it and returns to the lists', async () => {
    const server = savedServer([LEGS]);
    const { calls } = server.stub({
      [LIST]: { body: { saved_list: LEGS } },
      [`DELETE ${savedPaths.list(30)}`]: server.change([], {
        body: { message: english('shared.profile.listDeleted') },
      }),
    });
    const { user, router } = renderList();
    await chooseAction(user, 'Delete');
    let dialog = screen.getByRole('dialog', { name: 'Delete list' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await chooseAction(user, 'Delete');
    dialog = screen.getByRole('dialog', { name: 'Delete list' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await backAtLists(router);
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      savedPaths.list(30),
    ]);
  });

  it('edit: delete selected needs a selection; the chosen items go after a confirmation, then back to the lists', async () => {
    const left = { ...LEGS, items: [YOGA] };
    const server = savedServer([LEGS]);
    const { calls } = server.stub({
      [LIST]: { body: { saved_list: LEGS } },
      [`DELETE ${savedPaths.items(30)}`]: server.change(
        [left],
        listAnswer(left, english('shared.profile.itemsDeleted')),
      ),
    });
    const { user, router } = renderList();
    await chooseAction(user, 'Edit');

    const deleteSelected = screen.getByRole('button', { name: 'Delete selected' });
    expect(deleteSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select HIIT express' }));
    expect(deleteSelected).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select HIIT express' }));
    expect(deleteSelected).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    for (const title of ['HIIT express', 'Slow yoga', 'Tempo run'])
      expect(screen.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Slow yoga' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(deleteSelected);
    const dialog = screen.getByRole('dialog', { name: 'Delete selected' });
    expect(dialog).toHaveTextContent('Remove 2 items from Leg day?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await backAtLists(router);
    expect(await screen.findByRole('link', { name: /Leg day/ })).toHaveTextContent('1 item · Workouts');
    const sent = calls.find((call) => call.method === 'DELETE');
    expect(sent?.path).toBe(savedPaths.items(30));
    expect(sent?.body).toEqual({ model: [1, 3] });
  });

  it('edit: cancel leaves edit mode without deleting', async () => {
    const { calls } = stubSaved([LEGS], { [LIST]: { body: { saved_list: LEGS } } });
    const { user, router } = renderList();
    await chooseAction(user, 'Edit');
    await user.click(screen.getByRole('checkbox', { name: 'Select Tempo run' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    expect(router.state.location.pathname).toBe(paths.saved(30));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});
