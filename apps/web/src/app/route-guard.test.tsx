import { apiPaths, homePaths } from '@studio/shared';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { apiFetch, requestHeaders } from '../lib/api-client';
import { readEarly } from '../lib/early-reads';
import { writeSession } from '../lib/session';
import { stubFetch } from '../test/fetch-stub';
import { aUser, renderApp } from '../test/render';
import { MemberGuard } from './member-guard';
import { decideRedirect, RouteGuard } from './route-guard';

const program = { id: 3, title: 'Strong start' };
const ready = { has_profile: true, need_to_configure_days: false, program_in_progress: null };
const noProfile = { has_profile: false, need_to_configure_days: false, program_in_progress: null };
const needsDays = { has_profile: true, need_to_configure_days: true, program_in_progress: program };

describe('decideRedirect (spec A2 route guard, A4 session)', () => {
  it.each([
    paths.home,
    paths.profile,
    paths.notFound,
    paths.programWorkoutDays,
    paths.homeSetupMeals(2),
    paths.root,
    '/unknown',
  ])('sends a visitor without a stored session from %s to login', (pathname) => {
    expect(decideRedirect({ pathname, hasSession: false, user: null })).toBe(paths.sign.login);
  });

  it.each([paths.sign.login, paths.sign.signup, paths.sign.recover, paths.sign.thanks, paths.sign.reset])(
    'leaves a visitor on %s',
    (pathname) => {
      expect(decideRedirect({ pathname, hasSession: false, user: null })).toBeNull();
    },
  );

  it('sends a visitor to login from the onboarding, which needs a session', () => {
    expect(decideRedirect({ pathname: paths.sign.workout, hasSession: false, user: null })).toBe(
      paths.sign.login,
    );
  });

  it('sends a member without a profile to the onboarding', () => {
    expect(decideRedirect({ pathname: paths.home, hasSession: true, user: noProfile })).toBe(
      paths.sign.workout,
    );
    expect(decideRedirect({ pathname: paths.root, hasSession: true, user: noProfile })).toBe(
      paths.sign.workout,
    );
  });

  it('sends a member who still needs day setup to the workout-days setup', () => {
    expect(decideRedirect({ pathname: paths.onDemand, hasSession: true, user: needsDays })).toBe(
      paths.programWorkoutDays,
    );
  });

  it('never sends a member to the days setup of a program that is not in progress', () => {
    // A stale flag (an ended or refunded rental) must not lock the member in a setup that cannot finish.
    const stale = { ...needsDays, program_in_progress: null };
    expect(decideRedirect({ pathname: paths.onDemand, hasSession: true, user: stale })).toBeNull();
  });

  it('sends the root path to home', () => {
    expect(decideRedirect({ pathname: paths.root, hasSession: true, user: ready })).toBe(paths.home);
  });

  it('leaves a ready member where they are', () => {
    for (const pathname of [
      paths.home,
      paths.profile,
      paths.notFound,
      paths.buyPremium('yearly'),
      '/page/x/y/1',
    ]) {
      expect(decideRedirect({ pathname, hasSession: true, user: ready })).toBeNull();
    }
  });

  it('exempts sign pages and setup pages from the profile and day-setup redirects', () => {
    for (const user of [noProfile, needsDays]) {
      for (const pathname of [
        paths.sign.login,
        paths.sign.signup,
        paths.sign.workout,
        paths.programWorkoutDays,
        paths.homeSetup,
        paths.homeSetupMeals(1),
      ]) {
        expect(decideRedirect({ pathname, hasSession: true, user })).toBeNull();
      }
    }
  });

  it('waits (stays) while the member is not loaded', () => {
    expect(decideRedirect({ pathname: paths.home, hasSession: true, user: undefined })).toBeNull();
  });
});

const guardedRoutes = [
  {
    element: <RouteGuard />,
    children: [
      { path: paths.sign.login, element: <p>Login page</p> },
      { path: paths.sign.workout, element: <p>Onboarding page</p> },
      {
        // The member pages' frame loads the member; the root guard needs no server.
        element: (
          <MemberGuard>
            <Outlet />
          </MemberGuard>
        ),
        children: [
          { path: paths.home, element: <p>Home page</p> },
          { path: paths.programWorkoutDays, element: <p>Days setup page</p> },
        ],
      },
    ],
  },
];

describe('RouteGuard and MemberGuard', () => {
  it('loads the member and lets a ready member in', async () => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({ 'GET /api/v4/users/me/': { body: aUser() } });
    renderApp(null, { at: paths.home, routes: guardedRoutes });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('sends a member without a profile to the onboarding', async () => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({ 'GET /api/v4/users/me/': { body: aUser({ has_profile: false }) } });
    renderApp(null, { at: paths.home, routes: guardedRoutes });
    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
  });

  it("drops home's early read when it sends the member to the onboarding: home asks again later (issue 13)", async () => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    const { calls } = stubFetch({
      [`GET ${apiPaths.me}`]: { body: aUser({ has_profile: false }) },
      [`GET ${homePaths.home}`]: { body: {} },
    });
    // As the entry does on a load of /page/home (main.tsx).
    readEarly(apiPaths.me, requestHeaders());
    readEarly(homePaths.home, requestHeaders());
    renderApp(null, { at: paths.home, routes: guardedRoutes });
    expect(await screen.findByText('Onboarding page')).toBeInTheDocument();
    // The member's early answer was taken: the guard asked no second /me.
    expect(calls.filter((call) => call.path === apiPaths.me)).toHaveLength(1);
    await apiFetch(homePaths.home);
    expect(calls.filter((call) => call.path === homePaths.home)).toHaveLength(2);
  });

  it('sends a member who needs day setup to it', async () => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({
      'GET /api/v4/users/me/': {
        body: aUser({ need_to_configure_days: true, program_in_progress: { id: 3, title: 'Strong start' } }),
      },
    });
    renderApp(null, { at: paths.home, routes: guardedRoutes });
    expect(await screen.findByText('Days setup page')).toBeInTheDocument();
  });

  it('sends a visitor to login without calling the server', async () => {
    const { fetchMock } = stubFetch({});
    renderApp(null, { at: paths.home, routes: guardedRoutes });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends a session the server no longer knows (401) at login', async () => {
    writeSession({ email: 'ada@example.com', token: 'stale' });
    stubFetch({ 'GET /api/v4/users/me/': { status: 401, body: { message: 'Please sign in to continue' } } });
    renderApp(null, { at: paths.home, routes: guardedRoutes });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('offers a retry when the member cannot be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({ 'GET /api/v4/users/me/': { status: 503, body: { message: 'Down' } } });
    renderApp(null, { at: paths.home, routes: guardedRoutes });
    await vi.advanceTimersByTimeAsync(10_000); // past the query's retries
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});
