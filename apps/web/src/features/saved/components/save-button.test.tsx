import { type Item, savedPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { ItemCard } from '../../library';
import { anItem } from '../../library/testing';
import { aSavedList, listAnswer, savedServer, stubSaved } from '../testing';
import { SaveButton } from './save-button';

const HIIT = anItem({ id: 1, kind_id: 1, title: 'HIIT express' });
const SALAD = anItem({ id: 50, kind_id: 50, kind: 'recipe', title: 'Green bowl', trainers: [] });
const LEGS = aSavedList({ id: 30, name: 'Leg day', items: [] });
const CORE = aSavedList({ id: 31, name: 'Core', items: [] });
const LUNCHES = aSavedList({ id: 40, name: 'Lunches', kind: 'recipe', items: [] });

/** A library tile (which carries the button) on the on-demand page. */
const renderTile = (item: Item) =>
  renderApp(
    <ItemCard item={item} storeId={item.kind === 'recipe' ? 'nutrition' : 'on_demand'} save={SaveButton} />,
    {
      at: '/page/on_demand',
    },
  );

const openDialog = async (title = 'HIIT express') => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Save ${title}` }));
  return { user, dialog: await screen.findByRole('dialog', { name: `Save ${title}` }) };
};

describe('SaveButton (spec M4 "Save button")', () => {
  it('is filled for a saved item, and tapping it removes the item from its list', async () => {
    const server = savedServer([{ ...LEGS, items: [HIIT] }, CORE]);
    const { calls } = server.stub({
      [`DELETE ${savedPaths.items(30)}`]: server.change(
        [LEGS, CORE],
        listAnswer(LEGS, english('shared.profile.itemsDeleted')),
      ),
    });
    const user = userEvent.setup();
    const { router } = renderTile(HIIT);

    const button = await screen.findByRole('button', { name: 'Remove HIIT express from Leg day' });
    expect(button.querySelector('.tabler-icon-bookmark-filled')).not.toBeNull();
    await user.click(button);

    expect(await screen.findByRole('button', { name: 'Save HIIT express' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Save HIIT express' }).querySelector('.tabler-icon-bookmark'),
    ).not.toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: savedPaths.items(30), body: { model: [1] } }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('sits beside the tile link, not in it, and a tap does not open the details', async () => {
    stubSaved([LEGS]);
    const { router } = renderTile(HIIT);
    const button = await screen.findByRole('button', { name: 'Save HIIT express' });
    expect(screen.getByRole('link', { name: /HIIT express/ })).not.toContainElement(button);

    await openDialog();
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/page/on_demand');
  });

  it('is not on an upcoming live class', async () => {
    stubSaved([LEGS]);
    renderTile(anItem({ kind: 'live_training', status: 'upcoming', event_date: '2026-12-06T09:00:00Z' }));
    expect(await screen.findByText(/^Upcoming/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('offers only the lists of the item kind (workout lists for a workout), plus a create-list card', async () => {
    stubSaved([LEGS, LUNCHES, CORE]);
    renderTile(HIIT);
    const { dialog } = await openDialog();
    const choices = within(dialog)
      .getAllByRole('button', { name: /^Save to|^Create a list$/ })
      .map((button) => button.textContent);
    expect(choices).toEqual(['Save to Leg day0 items', 'Save to Core0 items', 'Create a list']);
    expect(within(dialog).queryByText('Lunches')).toBeNull();
  });

  it('shows a long list name whole, wrapping, not cut to one line (issue 14: "Morning…")', async () => {
    const name = 'Morning mobility and stretching before work';
    stubSaved([aSavedList({ id: 32, name }), LEGS]);
    renderTile(HIIT);
    const { dialog } = await openDialog();
    const choice = within(dialog).getByRole('button', { name: `Save to ${name} 0 items` });
    expect(choice).toHaveTextContent(name);
    // Mantine marks a clamped or truncated text: a list name is neither.
    expect(choice.querySelector('[data-line-clamp], [data-truncate]')).toBeNull();
  });

  it('offers only recipe lists for a recipe', async () => {
    stubSaved([LEGS, LUNCHES]);
    renderTile(SALAD);
    const { dialog } = await openDialog('Green bowl');
    expect(within(dialog).getByRole('button', { name: /Save to Lunches/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Leg day/ })).toBeNull();
  });

  it('saves to the chosen list with the item id, kind and list id, closes, and shows the item saved', async () => {
    const server = savedServer([LEGS, CORE]);
    const saved = { ...CORE, items: [HIIT] };
    const { calls } = server.stub({
      [`POST ${savedPaths.saveItem}`]: server.change([LEGS, saved], listAnswer(saved)),
    });
    renderTile(HIIT);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: /Save to Core/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: savedPaths.saveItem,
      body: { id: 1, kind: 'workout', list_id: 31 },
    });
    expect(screen.getByRole('button', { name: 'Remove HIIT express from Core' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    stubSaved([LEGS], {
      [`POST ${savedPaths.saveItem}`]: {
        status: 400,
        body: { message: 'Invalid', errors: { list_id: [english('shared.profile.listKindMismatch')] } },
      },
    });
    renderTile(HIIT);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: /Save to Leg day/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english('shared.profile.listKindMismatch'),
    );
  });

  it('new_list: the create card asks for a name, creates a list of the item kind, then saves the item to it', async () => {
    const created = aSavedList({ id: 77, name: 'Morning', kind: 'recipe' });
    const server = savedServer([LEGS]);
    const saved = { ...created, items: [SALAD] };
    const { calls } = server.stub({
      [`POST ${savedPaths.lists}`]: server.change(
        [created, LEGS],
        listAnswer(created, english('shared.profile.listCreated')),
      ),
      [`POST ${savedPaths.saveItem}`]: server.change([saved, LEGS], listAnswer(saved)),
    });
    renderTile(SALAD);
    const { user, dialog } = await openDialog('Green bowl');
    await user.click(within(dialog).getByRole('button', { name: 'Create a list' }));

    const newList = screen.getByRole('dialog', { name: 'New list' });
    await user.click(within(newList).getByRole('button', { name: 'Save' }));
    expect(await within(newList).findByText('This field is required')).toBeInTheDocument();
    expect(within(newList).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(within(newList).getByRole('textbox', { name: 'List name' }), 'Morning');
    await user.click(within(newList).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: savedPaths.lists, body: { kind: 'recipe', name: 'Morning' } },
      { path: savedPaths.saveItem, body: { id: 50, kind: 'recipe', list_id: 77 } },
    ]);
    expect(screen.getByRole('button', { name: 'Remove Green bowl from Morning' })).toBeInTheDocument();
  });

  it("new_list: shows the server's error under the name, and back returns to the lists", async () => {
    const { calls } = stubSaved([LEGS], {
      [`POST ${savedPaths.lists}`]: {
        status: 400,
        body: { message: 'Invalid', errors: { name: [english('shared.profile.listNameTaken')] } },
      },
    });
    renderTile(HIIT);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create a list' }));
    const newList = screen.getByRole('dialog', { name: 'New list' });
    expect(within(newList).getByRole('textbox', { name: 'List name' })).toHaveFocus();
    await user.type(within(newList).getByRole('textbox', { name: 'List name' }), 'Leg day');
    await user.click(within(newList).getByRole('button', { name: 'Save' }));

    expect(await within(newList).findByText(english('shared.profile.listNameTaken'))).toBeInTheDocument();
    expect(within(newList).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((call) => call.path === savedPaths.saveItem)).toBe(false);

    await user.click(within(newList).getByRole('button', { name: 'Back to lists' }));
    expect(screen.getByRole('dialog', { name: 'Save HIIT express' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save to Leg day/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a list' })).toHaveFocus();
  });

  it("names the item and its lists in the member's language (es, issue 35)", async () => {
    const MORNING = aSavedList({ id: 32, name: 'Morning', items: [HIIT] });
    stubSaved([{ ...LEGS, items: [HIIT] }, { ...CORE, items: [HIIT] }, MORNING]);
    await activateLocale('es');
    try {
      renderTile(HIIT);
      expect(
        await screen.findByRole('button', { name: 'Quitar HIIT express de Leg day, Core y Morning' }),
      ).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
