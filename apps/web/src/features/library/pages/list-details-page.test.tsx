import { LOAD_MORE_THRESHOLD_PX, libraryPaths, SKELETONS } from '@studio/shared';
import { english } from '@studio/shared/english';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { type FetchCall, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { stubIntersection } from '../intersection-stub';
import { aLibrary, aList, aPage, FILTER_GROUPS, items, listCall, TestSave } from '../testing';
import { ListDetailsPage } from './list-details-page';

const ROUTE = '/page/:store_id/:list_store_id/:id';
const CATEGORY = aList({ id: 12 });
const FILTERS = `GET ${libraryPaths.filters('on_demand')}`;
const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.path.includes('/categories/')).map((c) => c.path);
const renderList = (at = paths.listDetails('on_demand', 'categories', 12)) =>
  renderApp(<ListDetailsPage save={TestSave} />, { at, path: ROUTE });

describe('ListDetailsPage: paging (spec M4, M9)', () => {
  it('loads the next 10 near the bottom and stops after a page of fewer than 10', async () => {
    const { scrollNearBottom, margins } = stubIntersection();
    const { calls } = stubFetch({
      [listCall(12, 0)]: { body: aPage(CATEGORY, items(10)) },
      [listCall(12, 10)]: { body: aPage(CATEGORY, items(3, 11), 10) },
      [FILTERS]: { body: { groups: [] } },
    });
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Strength' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(margins).toContain(`0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px`);

    act(scrollNearBottom);
    expect(await screen.findByRole('link', { name: /Workout 13/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(13);

    act(scrollNearBottom);
    act(scrollNearBottom);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listCalls(calls)).toEqual([listCall(12, 0).slice(4), listCall(12, 10).slice(4)]);
  });

  it('shows 12 skeleton tiles while the first page loads', () => {
    stubIntersection();
    stubFetch({ [listCall(12, 0)]: () => new Promise(() => {}), [FILTERS]: { body: { groups: [] } } });
    renderList();
    expect(screen.getAllByTestId('grid-skeleton')).toHaveLength(SKELETONS.grids);
  });

  it('says no results for an empty list', async () => {
    stubIntersection();
    stubFetch({ [listCall(12, 0)]: { body: aPage(CATEGORY, []) }, [FILTERS]: { body: { groups: [] } } });
    renderList();
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
  });

  it('sends an unknown kind of list to the not-found page', async () => {
    stubFetch({});
    renderApp(<ListDetailsPage save={TestSave} />, {
      at: '/page/on_demand/programs/12',
      path: ROUTE,
      otherPaths: [paths.notFound],
    });
    expect(await screen.findByText(`Now at ${paths.notFound}`)).toBeInTheDocument();
  });
});

describe('ListDetailsPage: filters (spec M2, M4)', () => {
  const stubFilteredList = () => {
    stubIntersection();
    return stubFetch({
      [FILTERS]: { body: { groups: FILTER_GROUPS } },
      [listCall(12, 0)]: { body: aPage(CATEGORY, items(10)) },
      [listCall(12, 10)]: { body: aPage(CATEGORY, items(2, 11), 10) },
      [listCall(12, 0, '3')]: { body: aPage(CATEGORY, items(2, 30)) },
      [listCall(12, 0, '3,7')]: { body: aPage(CATEGORY, []) },
      [listCall(12, 0, '7')]: { body: aPage(CATEGORY, items(1, 40)) },
    });
  };

  it('toggles options on and off, combines them, resets paging, and shows the no-result state', async () => {
    const user = userEvent.setup();
    const { calls } = stubFilteredList();
    renderList();
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const beginner = await screen.findByRole('button', { name: 'Beginner' });
    expect(beginner).toHaveAttribute('aria-pressed', 'false');
    await user.click(beginner);
    expect(beginner).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: /Workout 31/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Under 20 min' }));
    expect(await screen.findByText(english('shared.library.noFilterResults'))).toBeInTheDocument();

    // Clicking the active option removes it.
    await user.click(beginner);
    expect(beginner).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: /Workout 40/ })).toBeInTheDocument();

    // No filter left: the normal list again, from its first page.
    await user.click(screen.getByRole('button', { name: 'Under 20 min' }));
    expect(await screen.findByRole('link', { name: /Workout 1\b/ })).toBeInTheDocument();
    expect(screen.queryByText(english('shared.library.noFilterResults'))).toBeNull();
    expect(listCalls(calls)).toEqual(
      [listCall(12, 0), listCall(12, 0, '3'), listCall(12, 0, '3,7'), listCall(12, 0, '7')].map((c) =>
        c.slice(4),
      ),
    );
  });

  it('starts a filtered list from offset 0 though the normal list had paged on', async () => {
    const user = userEvent.setup();
    const { scrollNearBottom } = stubIntersection();
    const { calls } = stubFetch({
      [FILTERS]: { body: { groups: FILTER_GROUPS } },
      [listCall(12, 0)]: { body: aPage(CATEGORY, items(10)) },
      [listCall(12, 10)]: { body: aPage(CATEGORY, items(10, 11), 10) },
      [listCall(12, 0, '3')]: { body: aPage(CATEGORY, items(2, 30)) },
    });
    renderList();
    await screen.findByRole('link', { name: /Workout 10\b/ });
    act(scrollNearBottom);
    await screen.findByRole('link', { name: /Workout 20/ });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Beginner' }));
    expect(await screen.findByRole('link', { name: /Workout 31/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(listCalls(calls).at(-1)).toBe(listCall(12, 0, '3').slice(4));
  });

  it('forgets the filters on another list', async () => {
    const user = userEvent.setup();
    stubIntersection();
    stubFetch({
      [FILTERS]: { body: { groups: FILTER_GROUPS } },
      [listCall(12, 0)]: { body: aPage(CATEGORY, items(3)) },
      [listCall(12, 0, '3')]: { body: aPage(CATEGORY, items(2, 30)) },
      [listCall(13, 0)]: { body: aPage(aList({ id: 13, title: 'Cardio' }), items(4, 50)) },
    });
    const { router } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Beginner' }));
    await screen.findByRole('link', { name: /Workout 31/ });

    await act(() => router.navigate(paths.listDetails('on_demand', 'categories', 13)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cardio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Workout 53/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a nutrition list its filter panel without a toggle, and none with ?filter=false', async () => {
    stubIntersection();
    const nutritionList = aList({ id: 5, store_id: 'nutrition', title: 'Breakfasts' });
    stubFetch({
      [`GET ${libraryPaths.filters('nutrition')}`]: { body: { groups: FILTER_GROUPS } },
      [`GET ${libraryPaths.list('nutrition', 'categories', 5)}?offset=0`]: {
        body: aPage(nutritionList, items(2)),
      },
    });
    const { router } = renderList(paths.listDetails('nutrition', 'categories', 5));
    expect(await screen.findByRole('button', { name: 'Beginner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();

    await act(() => router.navigate(`${paths.listDetails('nutrition', 'categories', 5)}?filter=false`));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Beginner' })).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Breakfasts' })).toBeInTheDocument();
  });

  it('gives a curated list its banner and no filters', async () => {
    stubIntersection();
    const curated = aList({
      id: 8,
      list_store_id: 'curated_lists',
      title: 'Morning energy',
      description: 'Wake up moving.',
      background_image: '/media/morning.jpg',
    });
    const { calls } = stubFetch({
      [listCall(8, 0, '', 'curated_lists')]: { body: aPage(curated, items(2)) },
    });
    renderList(paths.listDetails('on_demand', 'curated_lists', 8));
    expect(await screen.findByRole('heading', { level: 1, name: 'Morning energy' })).toBeInTheDocument();
    expect(screen.getByText('Wake up moving.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
    expect(calls.some((call) => call.path.includes('/filters'))).toBe(false);
  });
});

describe('ListDetailsPage: category chips (spec M2, decided in issue 34)', () => {
  const chips = (count: number, storeId: 'on_demand' | 'nutrition' = 'on_demand') =>
    aLibrary({
      store_id: storeId,
      categories: Array.from({ length: count }, (_, index) =>
        aList({ id: 12 + index, store_id: storeId, title: `Category ${index + 1}` }),
      ),
    });

  it('moves between the store’s categories by chips, the one shown marked, arrows only from 5', async () => {
    stubIntersection();
    stubFetch({
      [listCall(12, 0)]: { body: aPage(CATEGORY, items(2)) },
      [FILTERS]: { body: { groups: [] } },
      [`GET ${libraryPaths.library('on_demand')}`]: { body: chips(3) },
    });
    renderList();
    const row = await screen.findByRole('region', { name: 'Categories' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Category 1', '/page/on_demand/categories/12/'],
      ['Category 2', '/page/on_demand/categories/13/'],
      ['Category 3', '/page/on_demand/categories/14/'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
    // Under 5 chips the row has no arrows (spec M2).
    expect(within(row).queryByRole('button', { name: /Scroll Categories/ })).toBeNull();
  });

  it('shows arrows from 5 chips, and sends nutrition chips with ?filter=false', async () => {
    stubIntersection();
    const NUTRITION_CATEGORY = aList({ id: 12, store_id: 'nutrition', title: 'Breakfasts' });
    stubFetch({
      [`GET ${libraryPaths.list('nutrition', 'categories', 12)}?offset=0`]: {
        body: aPage(NUTRITION_CATEGORY, items(2)),
      },
      [`GET ${libraryPaths.filters('nutrition')}`]: { body: { groups: [] } },
      [`GET ${libraryPaths.library('nutrition')}`]: { body: chips(5, 'nutrition') },
    });
    renderList(paths.listDetails('nutrition', 'categories', 12));
    const row = await screen.findByRole('region', { name: 'Categories' });
    expect(within(row).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      '/page/nutrition/categories/13/?filter=false',
    );
    expect(within(row).getByRole('button', { name: 'Scroll Categories forward' })).toBeInTheDocument();
  });

  it('leaves the chips out when the library cannot be read, and says nothing of it', async () => {
    stubIntersection();
    stubFetch({
      [listCall(12, 0)]: { body: aPage(CATEGORY, items(2)) },
      [FILTERS]: { body: { groups: [] } },
      [`GET ${libraryPaths.library('on_demand')}`]: {
        status: 500,
        body: { message: 'down', code: 'internal' },
      },
    });
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Strength' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
