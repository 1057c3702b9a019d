import { matchRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { consolePaths } from '../features/studio';
import { createAppRouter, loadConsoleRoute, routes } from './router';

/** The deepest matched route's path, or '*' when only the catch-all matches. */
const matchedPath = (pathname: string): string | undefined =>
  matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('route tree (spec A2, M2)', () => {
  it.each([
    paths.sign.login,
    paths.sign.signup,
    paths.sign.recover,
    paths.sign.thanks,
    paths.sign.reset,
    paths.sign.workout,
    paths.home,
    `${paths.home}/`,
    paths.homeSetup,
    paths.homeSetupMeals(),
    paths.homeSetupMeals(2),
    paths.onDemand,
    paths.trainer(3),
    paths.programs,
    paths.programDetails(5),
    paths.programWorkoutDays,
    paths.nutrition,
    paths.profile,
    paths.profileSetup,
    paths.measurements,
    paths.progressPhotos,
    paths.saved(),
    paths.saved(9),
    paths.notFound,
    paths.buyPremium(),
    paths.buyPremium('montly'),
    paths.buy('program', 12),
    paths.premiumWelcome,
    '/page/on_demand/categories/4',
  ])('%s has its own route', (pathname) => {
    const path = matchedPath(pathname);
    expect(path).toBeDefined();
    expect(path).not.toBe('*');
  });

  it('sends unknown addresses to the not-found page', () => {
    expect(matchedPath('/nowhere')).toBe('*');
    expect(matchedPath('/page/a/b/c/d')).toBe('*');
  });

  it('keeps an unknown sign page in the sign frame, sending it to login (issue 14)', () => {
    const matched = matchRoutes(routes, '/sign/nothing-here') ?? [];
    expect(matched.at(-1)?.route.path).toBe('/sign/*');
    // The sign frame (no member header or tabs) is the layout around it.
    expect(
      matched.some((match) => match.route.children?.some((child) => child.path === paths.sign.login)),
    ).toBe(true);
  });
});

describe('the studio console (issue 17)', () => {
  /** The tree once a visit under /studio has added the console's routes. */
  let tree: RouteObject[] = [];
  beforeAll(async () => {
    const root = routes[0] as NonIndexRouteObject;
    tree = [{ ...root, children: [...(root?.children ?? []), await loadConsoleRoute()] }];
  });

  it('is not in the tree the app starts with (issue 35: the sign pages carry no console routes)', () => {
    expect(matchRoutes(routes, consolePaths.dashboard)?.at(-1)?.route.path).toBe('*');
  });

  it('joins the router on the first visit under /studio', async () => {
    const router = createAppRouter();
    await router.navigate(consolePaths.members);
    expect(router.state.matches.at(-2)?.route.path).toBe(consolePaths.root);
    router.dispose();
  });

  it.each([
    consolePaths.dashboard,
    consolePaths.staff,
    consolePaths.workouts,
    consolePaths.workout(11),
    consolePaths.trainers,
    consolePaths.trainer(3),
    consolePaths.lists,
    consolePaths.list(5),
    consolePaths.filters,
    consolePaths.phrases,
    consolePaths.lives,
    consolePaths.programs,
    consolePaths.program(61),
    consolePaths.newProgram,
    consolePaths.recipes,
    consolePaths.recipe(31),
    consolePaths.members,
    consolePaths.member(8),
    consolePaths.offers,
    consolePaths.audit,
  ])('%s has its own route inside the console frame', (pathname) => {
    const matched = matchRoutes(tree, pathname) ?? [];
    expect(matched.at(-1)?.route.path).not.toBe('*');
    expect(matched.at(-2)?.route.path).toBe(consolePaths.root);
  });

  it('mounts the dashboard as the console route "dashboard"', () => {
    expect(matchRoutes(tree, consolePaths.dashboard)?.at(-1)?.route.path).toBe('dashboard');
  });

  it('keeps an unknown console page in the console frame', () => {
    const matched = matchRoutes(tree, '/studio/nowhere') ?? [];
    expect(matched.at(-1)?.route.path).toBe('*');
    expect(matched.at(-2)?.route.path).toBe(consolePaths.root);
  });
});
