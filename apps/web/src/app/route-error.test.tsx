import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/load-chunk';
import { renderApp } from '../test/render';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('shows a load error with Retry when a page chunk did not arrive', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
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
