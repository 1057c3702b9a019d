import type { User } from '@studio/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// `react-router/dom` loads a second copy of react-router under Vitest (its own context); the
// core RouterProvider is the same component without the DOM's flushSync.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { setNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { makeUser } from './user';

type RenderOptions = {
  /** The address the test starts at. */
  at?: string;
  /** Where `ui` is mounted; defaults to the path of `at`. */
  path?: string;
  /** Other addresses the screen may go to, each rendered as "Now at {path}". */
  otherPaths?: string[];
  /** A full route tree instead of `ui`. */
  routes?: RouteObject[];
};

/** Renders inside the app's providers, query client and error handling, on an in-memory router. */
export const renderApp = (ui: ReactElement | null, options: RenderOptions = {}) => {
  const at = options.at ?? '/';
  const path = options.path ?? at.split('?')[0] ?? '/';
  const queryClient = createQueryClient();
  const routes: RouteObject[] = options.routes ?? [
    { path, element: ui },
    ...(options.otherPaths ?? []).map((other) => ({ path: other, element: <p>Now at {other}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  setNavigator((to) => {
    void router.navigate(to);
  });
  const result = render(
    <Providers env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>,
  );
  return { ...result, queryClient, router };
};

/** A member who has not set up a profile's details beyond onboarding, as GET /api/v4/users/me/ answers it. */
export const aUser = (overrides: Partial<User> = {}): User =>
  makeUser({
    id: 1,
    name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    birthday: null,
    created_at: '2026-01-05T10:00:00.000Z',
    time_zone: 'Europe/London',
    measurement_standard: 2,
    profile: null,
    ...overrides,
  });
