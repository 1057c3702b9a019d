import { libraryPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { stubIntersection } from '../intersection-stub';
import { aList, aPage, FILTER_GROUPS, items, TestSave } from '../testing';
import { TrainerPage } from './trainer-page';

/**
 * happy-dom lays nothing out: every observed element reports `height` px, as a browser's
 * ResizeObserver would for the bio's text (what Mantine's Spoiler measures).
 */
const stubMeasuredHeight = (height: number) =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const box = [{ blockSize: height, inlineSize: 600 }];
        const entry = { target, borderBoxSize: box, contentBoxSize: box, contentRect: { height } };
        this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );

const renderTrainer = (bio: string) => {
  stubIntersection();
  const trainer = aList({ id: 9, list_store_id: 'trainers', title: 'Maya Reyes', bio });
  stubFetch({
    [`GET ${libraryPaths.list('on_demand', 'trainers', 9)}?offset=0`]: { body: aPage(trainer, items(2)) },
    [`GET ${libraryPaths.filters('on_demand')}`]: { body: { groups: FILTER_GROUPS } },
  });
  return renderApp(<TrainerPage save={TestSave} />, { at: paths.trainer(9), path: paths.trainer(':id') });
};

const LONG_BIO = 'Ten years of HIIT, five of yoga, and a marathon every spring. '.repeat(12);

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
    renderApp(<TrainerPage save={TestSave} />, { at: paths.trainer(9), path: paths.trainer(':id') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Ten years of HIIT.')).toBeInTheDocument();
    expect(screen.queryByText('Unused when a bio exists.')).toBeNull();
    expect(screen.getByRole('link', { name: /Workout 2/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      `${libraryPaths.list('on_demand', 'trainers', 9)}?offset=0`,
    );
  });

  it('opens a bio longer than four lines with "Read more" and closes it with "Show less" (issue 14)', async () => {
    stubMeasuredHeight(240);
    const user = userEvent.setup();
    renderTrainer(LONG_BIO);
    const more = await screen.findByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeNull();
    expect(within(region as HTMLElement).getByText(LONG_BIO.trim())).toBeInTheDocument();

    await user.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no toggle for a bio that fits in four lines', async () => {
    stubMeasuredHeight(48);
    renderTrainer('Ten years of HIIT.');
    expect(await screen.findByText('Ten years of HIIT.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Read more|Show less/ })).toBeNull();
  });
});
