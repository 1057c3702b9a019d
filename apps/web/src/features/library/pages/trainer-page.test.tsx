import { libraryPaths } from '@studio/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { stubIntersection } from '../intersection-stub';
import { aList, aPage, FILTER_GROUPS, items } from '../testing';
import { TrainerPage } from './trainer-page';

describe('TrainerPage (spec M2, DESIGN 3a)', () => {
  it("is the trainers list of on demand: the trainer's banner with bio, items and the filter toggle", async () => {
    stubIntersection();
    const trainer = aList({
      id: 9,
      list_store_id: 'trainers',
      title: 'Maya Reyes',
      bio: 'Ten years of HIIT.',
      description: 'Unused when a bio exists.',
      background_image: '/media/maya-bg.jpg',
    });
    const { calls } = stubFetch({
      [`GET ${libraryPaths.list('on_demand', 'trainers', 9)}?offset=0`]: { body: aPage(trainer, items(2)) },
      [`GET ${libraryPaths.filters('on_demand')}`]: { body: { groups: FILTER_GROUPS } },
    });
    renderApp(<TrainerPage />, { at: paths.trainer(9), path: paths.trainer(':id') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Ten years of HIIT.')).toBeInTheDocument();
    expect(screen.queryByText('Unused when a bio exists.')).toBeNull();
    expect(screen.getByRole('link', { name: /Workout 2/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      `${libraryPaths.list('on_demand', 'trainers', 9)}?offset=0`,
    );
  });
});
