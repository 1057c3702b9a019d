import { apiPaths, type ItemDetails, libraryPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { OnDemandPage } from '../pages/on-demand-page';
import { aLibrary, details, items, TestSave } from '../testing';
import { ItemDetailsModal } from './item-details-modal';

/** The details dialog once its body (a chunk of its own) has replaced the loading skeleton. */
const detailsOf = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(within(dialog).queryByRole('status', { name: 'Loading details' })).toBeNull());
  return dialog;
};

const ITEM = `GET ${libraryPaths.item('workout', 1)}`;

/** Details over a bare page of the given store and list kind, at `?item=workout-1`. */
const renderDetails = (
  item: ItemDetails,
  from: { storeId: string; listStoreId?: string },
  premium = true,
) => {
  writeSession({ email: 'ana@example.com', token: 't'.repeat(43) });
  stubFetch({
    [`GET ${libraryPaths.item(item.kind, item.id)}`]: { body: item },
    [`GET ${apiPaths.me}`]: { body: makeUser({ premium }) },
  });
  return renderApp(<ItemDetailsModal {...from} save={TestSave} />, {
    at: `/page/x?item=${item.kind}-${item.id}`,
    path: '/page/x',
    otherPaths: [paths.buyPremium(), paths.trainer(4)],
  });
};

describe('ItemDetailsModal (spec M2)', () => {
  it('opens from a tile with instructors and equipment; the back button closes it', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`GET ${libraryPaths.library('on_demand')}`]: { body: aLibrary({ latest: items(1) }) },
      [ITEM]: {
        body: details({
          products: [
            {
              id: 2,
              name: 'Yoga mat',
              description: 'Grippy.',
              product_url: 'https://shop.example/mat',
              image_url: { url: '/media/mat.jpg' },
            },
          ],
        }),
      },
    });
    const { router } = renderApp(<OnDemandPage save={TestSave} />, { at: paths.onDemand });
    await user.click(await screen.findByRole('link', { name: /Workout 1/ }));

    const dialog = await detailsOf('HIIT express');
    expect(router.state.location.search).toBe('?item=workout-1');
    expect(within(dialog).getByText('21 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Fast and hard.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Maya Reyes/ })).toHaveAttribute(
      'href',
      paths.trainer(4),
    );
    const product = within(dialog).getByRole('link', { name: /Yoga mat/ });
    expect(product).toHaveAttribute('href', 'https://shop.example/mat');
    expect(product).toHaveAttribute('target', '_blank');
    expect(product.getAttribute('rel')).toContain('noopener');
    expect(product.querySelector('img')).toHaveAttribute('src', '/media/mat.jpg');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(paths.onDemand);
  });

  it('closes with its close button when reached by address, keeping the rest of the address', async () => {
    const user = userEvent.setup();
    const { router } = renderDetails(details(), { storeId: 'on_demand' });
    await detailsOf('HIIT express');
    await user.click(screen.getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('shows the save action it is given beside the play action (spec M4)', async () => {
    renderDetails(details(), { storeId: 'on_demand' });
    const dialog = await detailsOf('HIIT express');
    expect(within(dialog).getByRole('button', { name: 'Save HIIT express' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('shows a recipe its ingredients and ordered preparation, and no banner action', async () => {
    const recipe = details({
      kind: 'recipe',
      title: 'Green bowl',
      trainers: [],
      preparation_time: 15,
      recipe_ingredients: [
        { id: 1, display_name: '1 avocado' },
        { id: 2, display_name: '200 g spinach' },
      ],
      preparation_guide: ['Wash the spinach.', 'Slice the avocado.'],
    });
    renderDetails(recipe, { storeId: 'nutrition', listStoreId: 'categories' });
    const dialog = await detailsOf('Green bowl');
    expect(within(dialog).getByText('15 min')).toBeInTheDocument();
    expect(within(dialog).getByText('200 g spinach')).toBeInTheDocument();
    const steps = within(dialog).getByText('Wash the spinach.').closest('ol');
    expect(steps?.textContent).toBe('Wash the spinach.Slice the avocado.');
    expect(within(dialog).queryByRole('button', { name: /Play|Watch live/ })).toBeNull();
  });

  it.each([
    [
      'a watchable workout anywhere',
      { can_watch: true },
      { storeId: 'nutrition', listStoreId: 'categories' },
      true,
    ],
    [
      'a locked workout in on_demand',
      { can_watch: false },
      { storeId: 'on_demand', listStoreId: 'categories' },
      true,
    ],
    [
      'a locked workout of a trainer',
      { can_watch: false },
      { storeId: 'nutrition', listStoreId: 'trainers' },
      true,
    ],
    [
      'a locked workout elsewhere',
      { can_watch: false },
      { storeId: 'nutrition', listStoreId: 'categories' },
      false,
    ],
  ])('banner actions for %s: %s', async (_name, fields, from, shown) => {
    renderDetails(details(fields), from);
    const dialog = await detailsOf('HIIT express');
    expect(within(dialog).queryByRole('button', { name: 'Play' }) !== null).toBe(shown);
  });

  it('locks the banner of an item the member may not watch, except in nutrition', async () => {
    const { unmount } = renderDetails(details({ can_watch: false }), { storeId: 'on_demand' });
    expect(await screen.findByText('Locked: premium')).toBeInTheDocument();
    unmount();
    renderDetails(details({ can_watch: false }), { storeId: 'nutrition' });
    await detailsOf('HIIT express');
    expect(screen.queryByText('Locked: premium')).toBeNull();
  });

  it('sends a member without premium to the premium purchase instead of playing', async () => {
    const user = userEvent.setup();
    renderDetails(details({ can_watch: false }), { storeId: 'on_demand' }, false);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByText(`Now at ${paths.buyPremium()}`)).toBeInTheDocument();
  });

  it('opens the player over the details for a premium member; Escape closes only the player', async () => {
    const user = userEvent.setup();
    renderDetails(details(), { storeId: 'on_demand' });
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Close player' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close player' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'HIIT express' })).toBeInTheDocument();
  });

  it('offers "Watch live" for a live class that has started', async () => {
    renderDetails(details({ kind: 'live_training', real_live_url: '/media/live/index.m3u8' }), {
      storeId: 'on_demand',
    });
    expect(await screen.findByRole('button', { name: 'Watch live' })).toBeInTheDocument();
  });

  it('does not open an upcoming class reached by address', async () => {
    renderDetails(details({ kind: 'live_training', status: 'upcoming' }), { storeId: 'on_demand' });
    expect(await screen.findByText(english('shared.library.upcoming'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play|Watch live/ })).toBeNull();
  });
});
