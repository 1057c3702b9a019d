import { apiPaths } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../lib/api-client';
import { ChunkLoadError } from '../lib/load-chunk';
import { reportReached } from '../lib/network-status';
import { renderApp } from '../test/render';
import { PageLoadError, RouteError } from './route-error';

const stubReload = () => {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  return reload;
};

describe('RouteError', () => {
  it('shows a load error with Retry when a page chunk did not arrive', async () => {
    const user = userEvent.setup();
    const reload = stubReload();
    renderApp(null, {
      at: '/page/slow',
      routes: [
        {
          path: '/page/slow',
          errorElement: <RouteError />,
          HydrateFallback: () => null,
          lazy: () => Promise.reject(new ChunkLoadError()),
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: "This page couldn't be loaded" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });
});

describe('PageLoadError', () => {
  /** What the browser says when a lazy page's script did not download. */
  const failedImport = () => new TypeError('Failed to fetch dynamically imported module: /assets/page.js');

  afterEach(() => {
    // The next test starts from a page whose requests have met nothing yet.
    reportReached();
  });

  it('reloads once for a chunk that failed to download while the server answers', async () => {
    const reload = stubReload();
    renderApp(<PageLoadError error={failedImport()} />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not reload on lie-fi: the browser says online, but the requests reach nothing', async () => {
    expect(navigator.onLine).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiFetch(apiPaths.me)).rejects.toMatchObject({ code: 'unreachable' });
    const reload = stubReload();
    renderApp(<PageLoadError error={failedImport()} />);
    // The in-app load error with its Retry stays, not the browser's offline page a reload would bring.
    expect(await screen.findByRole('heading', { name: "This page couldn't be loaded" })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
