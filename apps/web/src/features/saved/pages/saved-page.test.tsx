import { SKELETONS, savedPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderApp } from '../../../test/render';
import { anItem } from '../../library/testing';
import { aSavedList, listAnswer, savedServer, stubSaved } from '../testing';
import { SavedPage } from './saved-page';

const ROUTE = '/page/saved/:id?';
const LEGS = aSavedList({ id: 30, name: 'Leg day', items: [anItem({ id: 1 }), anItem({ id: 2 })] });
const LUNCHES = aSavedList({ id: 40, name: 'Lunches', kind: 'recipe', image: null, items: [] });
const CORE = aSavedList({ id: 31, name: 'Core', items: [anItem({ id: 3 })] });

const renderSaved = (at = paths.saved()) => renderApp(<SavedPage />, { at, path: ROUTE });
const listLinks = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('SavedPage: the lists (spec M2 "Saved")', () => {
  it('shows each list with its picture, name and count, newest first, linking to it', async () => {
    stubSaved([LEGS, LUNCHES, CORE]);
    renderSaved();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Leg day/ });
    expect(listLinks()).toEqual([
      ['Leg day2 items · Workouts', paths.saved(30)],
      ['Lunches0 items · Recipes', paths.saved(40)],
      ['Core1 item · Workouts', paths.saved(31)],
    ]);
    expect(screen.getByRole('link', { name: /Leg day/ }).querySelector('img')).toHaveAttribute(
      'src',
      '/media/hiit-card.jpg',
    );
    expect(document.title).toMatch(/^Saved · /);
  });

  it('filters workouts and recipes, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    stubSaved([LEGS, LUNCHES, CORE]);
    const { router } = renderSaved();
    await screen.findByRole('link', { name: /Leg day/ });
    const filter = screen.getByRole('radiogroup', { name: 'Show lists' });

    await user.click(within(filter).getByRole('radio', { name: 'Recipes' }));
    expect(listLinks().map(([name]) => name)).toEqual(['Lunches0 items · Recipes']);
    expect(router.state.location.search).toBe('?kind=recipe');

    await user.click(within(filter).getByRole('radio', { name: 'Workouts' }));
    expect(listLinks().map(([name]) => name)).toEqual(['Leg day2 items · Workouts', 'Core1 item · Workouts']);

    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('says there are no results without lists, and when the filter leaves none', async () => {
    stubSaved([]);
    const { unmount } = renderSaved();
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    stubSaved([LEGS]);
    renderSaved(`${paths.saved()}?kind=recipe`);
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Recipes' })).toBeChecked();
  });

  it('shows 12 skeleton tiles while the lists load', async () => {
    stubSaved([], { [`GET ${savedPaths.lists}`]: () => new Promise(() => {}) });
    renderSaved();
    expect(await screen.findByRole('status', { name: 'Loading saved lists' })).toBeInTheDocument();
    expect(screen.getAllByTestId('grid-skeleton')).toHaveLength(SKELETONS.grids);
  });

  it('creates a list of the chosen kind, which then shows among the lists', async () => {
    const user = userEvent.setup();
    const created = aSavedList({ id: 90, name: 'Dinners', kind: 'recipe', image: null });
    const server = savedServer([LEGS]);
    const { calls } = server.stub({
      [`POST ${savedPaths.lists}`]: server.change(
        [created, LEGS],
        listAnswer(created, english('shared.profile.listCreated')),
      ),
    });
    renderSaved(`${paths.saved()}?kind=recipe`);
    await screen.findByText(english('shared.library.noResults'));
    await user.click(screen.getByRole('button', { name: 'Create a list' }));

    const dialog = screen.getByRole('dialog', { name: 'New list' });
    expect(within(dialog).getByRole('radio', { name: 'Recipes' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'List name' }), 'Dinners');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('link', { name: /Dinners/ })).toHaveAttribute('href', paths.saved(90));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'recipe', name: 'Dinners' });
  });
});
