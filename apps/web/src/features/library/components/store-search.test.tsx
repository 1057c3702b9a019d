import { libraryPaths, type SearchResults } from '@studio/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { anItem, TestSave } from '../testing';
import { StoreSearch } from './store-search';

const found = (query: string, titles: string[]): SearchResults => ({
  store_id: 'on_demand',
  query,
  groups: titles.length
    ? [{ kind: 'workout', items: titles.map((title, i) => anItem({ id: i + 1, title })) }]
    : [],
  trainers: [],
  lists: [],
  programs: [],
});

const searchPath = (q: string) => `${libraryPaths.search('on_demand')}?q=${encodeURIComponent(q)}`;

const renderSearch = (at = '/page/on_demand') =>
  renderApp(
    <StoreSearch storeId="on_demand" save={TestSave}>
      <p>The library</p>
    </StoreSearch>,
    { at },
  );

describe('StoreSearch (issue 36)', () => {
  it('searches as the member types, in place of the library, and keeps the search in the address', async () => {
    const { calls } = stubFetch({
      [`GET ${searchPath('yoag')}`]: { body: found('yoag', ['Morning Yoga Flow']) },
      [`POST ${libraryPaths.recentSearches}`]: { body: { searches: ['yoag'] } },
    });
    const { router } = renderSearch();
    expect(screen.getByText('The library')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'yoag' } });
    expect(await screen.findByText('1 result for “yoag”')).toBeTruthy();
    const workouts = screen.getByRole('heading', { name: 'Workouts' }).closest('section') as HTMLElement;
    expect(within(workouts).getByText('Morning Yoga Flow')).toBeTruthy();
    expect(screen.queryByText('The library')).toBeNull();
    expect(router.state.location.search).toBe('?q=yoag');
    // One request for the word typed, after the pause, not one per keystroke.
    expect(calls.filter((c) => c.path.startsWith(libraryPaths.search('on_demand')))).toHaveLength(1);
    // Enter keeps it among the member's recent searches.
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        expect.objectContaining({ path: libraryPaths.recentSearches, body: { query: 'yoag' } }),
      ]),
    );
  });

  it('says when nothing matches and how to find more', async () => {
    stubFetch({ [`GET ${searchPath('zzz')}`]: { body: found('zzz', []) } });
    renderSearch('/page/on_demand?q=zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeTruthy();
    expect(screen.getByText('Check the spelling, or try fewer words.')).toBeTruthy();
  });

  it('offers the member’s recent searches in an empty box, and searches one picked', async () => {
    stubFetch({
      [`GET ${libraryPaths.recentSearches}`]: { body: { searches: ['core burn', 'yoga'] } },
      [`GET ${searchPath('core burn')}`]: { body: found('core burn', ['Core burn']) },
    });
    renderSearch();
    fireEvent.focus(screen.getByRole('searchbox', { name: 'Search' }));
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    fireEvent.click(within(recent).getByRole('button', { name: 'core burn' }));
    expect(await screen.findByText('1 result for “core burn”')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('core burn');
  });
});
