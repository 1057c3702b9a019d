import { apiPaths } from '@studio/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { ProfilePage } from './profile-page';

const NAMES = ['Ana', 'Beatriz', 'Carla'];

describe('ProfilePage', () => {
  it('reloads the member on every entry, though the cached one is still fresh', async () => {
    setPlatformOverride('web');
    let answered = 0;
    const { calls } = stubFetch({
      [`GET ${apiPaths.me}`]: () => ({ body: makeUser({ name: NAMES[answered++] ?? 'Other' }) }),
    });
    const { router } = renderApp(<ProfilePage />, { at: paths.profile, otherPaths: [paths.home] });
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();

    await act(() => router.navigate(paths.home));
    await act(() => router.navigate(paths.profile));

    // The query client keeps the member fresh for 30 s; only the page's own reload asks again.
    expect(await screen.findByRole('heading', { name: 'Beatriz Silva' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === apiPaths.me)).toHaveLength(2);
  });

  it('links to measurements, saved lists and progress photos', async () => {
    setPlatformOverride('web');
    stubFetch({ [`GET ${apiPaths.me}`]: { body: makeUser() } });
    renderApp(<ProfilePage />, { at: paths.profile });

    expect(screen.getByRole('link', { name: 'Measurements' })).toHaveAttribute('href', paths.measurements);
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', paths.saved());
    expect(screen.getByRole('link', { name: 'Progress photos' })).toHaveAttribute(
      'href',
      paths.progressPhotos,
    );
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
  });
});
