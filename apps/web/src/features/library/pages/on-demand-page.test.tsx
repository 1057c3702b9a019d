import { libraryPaths, SKELETONS } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { aLibrary, anItem, items, lists, TestSave } from '../testing';
import { OnDemandPage } from './on-demand-page';

const LIBRARY = `GET ${libraryPaths.library('on_demand')}`;
const renderPage = () => renderApp(<OnDemandPage save={TestSave} />, { at: paths.onDemand });
const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('OnDemandPage (spec M2)', () => {
  it('shows the store banner and the sections in order, leaving empty ones out', async () => {
    stubFetch({
      [LIBRARY]: {
        body: aLibrary({
          categories: lists(3, 'categories'),
          upcoming_lives: [anItem({ id: 50, kind: 'live_training', title: 'Sunday flow' })],
          picks_for_you: items(6),
          curated_lists: lists(2, 'curated_lists'),
          latest: items(2, 20),
          trainers: [{ id: 9, list_id: 9, name: 'Maya Reyes', headline: 'Strength', avatar: null }],
        }),
      },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'On demand' })).toBeInTheDocument();
    expect(screen.getByText('Train any day.')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      'Categories',
      'Upcoming lives',
      'Picks for you',
      'Curated lists',
      'Latest',
      'Trainers',
    ]);
    // Tiles lead to {store page}/{list}/{id}/ and a trainer to the trainer page.
    expect(screen.getByRole('link', { name: 'categories 1' })).toHaveAttribute(
      'href',
      '/page/on_demand/categories/100/',
    );
    expect(screen.getByRole('link', { name: 'curated_lists 2' })).toHaveAttribute(
      'href',
      '/page/on_demand/curated_lists/101/',
    );
    expect(screen.getByRole('link', { name: /^Maya Reyes/ })).toHaveAttribute('href', paths.trainer(9));
    expect(screen.getByRole('link', { name: /Workout 1\b/ })).toHaveAttribute(
      'href',
      '/page/on_demand?item=workout-1',
    );
  });

  it('hides the arrows of a category slider under 5 items, never those of other sliders', async () => {
    stubFetch({ [LIBRARY]: { body: aLibrary({ categories: lists(4, 'categories'), latest: items(2) }) } });
    renderPage();
    await screen.findByRole('heading', { name: 'Categories' });
    expect(screen.queryByRole('button', { name: 'Scroll Categories forward' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scroll Latest back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll Latest forward' })).toBeInTheDocument();
  });

  it('shows the arrows of a category slider from 5 items', async () => {
    stubFetch({ [LIBRARY]: { body: aLibrary({ categories: lists(5, 'categories') }) } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Scroll Categories forward' })).toBeInTheDocument();
  });

  it('holds each slider place with 10 skeletons while the library loads', () => {
    stubFetch({ [LIBRARY]: () => new Promise(() => {}) });
    renderPage();
    const loading = screen.getByRole('status', { name: 'Loading On demand' });
    const skeletons = within(loading).getAllByTestId('slider-skeleton');
    expect(skeletons.length % SKELETONS.sliders).toBe(0);
    expect(skeletons.length).toBeGreaterThanOrEqual(SKELETONS.sliders);
  });

  it('says there are no results when the whole library is empty', async () => {
    stubFetch({ [LIBRARY]: { body: aLibrary() } });
    renderPage();
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });
});
