import { type ShoppingList, shoppingListPaths } from '@studio/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { stubFetch } from '../../../test/fetch-stub';
import { deferred, renderNutritionScreen } from '../testing';
import { ShoppingListPage } from './shopping-list-page';

const aList = (ticked: boolean): ShoppingList => ({
  week: '2026-11-22',
  servings: 1,
  has_plan: true,
  aisles: [
    {
      aisle: 'Fruit & veg',
      lines: [{ key: 'p-oats', quantity: '560 g', name: 'rolled oats', ticked, recipes: ['Overnight oats'] }],
    },
  ],
  own_items: [],
});

const open = () =>
  renderNutritionScreen({ path: paths.shoppingList, element: <ShoppingListPage /> }, paths.shoppingList);

describe('ShoppingListPage (issue 19)', () => {
  it('shows a tick in the tap’s own render, before the list or the server answer', async () => {
    const put = deferred<{ status: number; body: unknown }>();
    const { calls } = stubFetch({
      [`GET ${shoppingListPaths.list}`]: { body: aList(false) },
      [`PUT ${shoppingListPaths.line('p-oats')}`]: () => put.promise,
    });
    open();
    const oats = await screen.findByRole('checkbox', { name: /560 g rolled oats/ });
    expect(oats).not.toBeChecked();
    // No waiting: a box the page put back for a task (as a busy phone shows it) fails here.
    fireEvent.click(oats);
    expect(oats).toBeChecked();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ticked: true });
    await act(async () => put.resolve({ status: 200, body: aList(true) }));
    expect(screen.getByRole('checkbox', { name: /560 g rolled oats/ })).toBeChecked();
  });

  it('follows the list again when the server refuses the tick', async () => {
    const put = deferred<{ status: number; body: unknown }>();
    stubFetch({
      [`GET ${shoppingListPaths.list}`]: { body: aList(false) },
      [`PUT ${shoppingListPaths.line('p-oats')}`]: () => put.promise,
    });
    open();
    const oats = await screen.findByRole('checkbox', { name: /560 g rolled oats/ });
    fireEvent.click(oats);
    expect(oats).toBeChecked();
    await act(async () =>
      put.resolve({ status: 500, body: { code: 'internal', message: 'Something went wrong' } }),
    );
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /560 g rolled oats/ })).not.toBeChecked(),
    );
  });
});
