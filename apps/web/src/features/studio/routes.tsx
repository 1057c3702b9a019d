import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { consolePaths } from './studio-paths';

/**
 * How the app turns a page's chunk into a route's `lazy`: its time-out and its error page inside
 * the frame (spec A8) are the app's, the same for the console as for the member pages.
 */
type LazyPage = <M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) => () => Promise<{ Component: ComponentType }>;

/** A console path as a route under the console's root: `/studio/workouts/:id` → `workouts/:id`. */
const under = (path: string) => path.slice(consolePaths.root.length + 1);

/**
 * The console's frame, a chunk of its own loaded only under /studio (issue 17): members never
 * download it. The router mounts it at `consolePaths.root` and wraps it in the query cache.
 */
export const loadConsoleFrame = () =>
  import('./shared/components/studio-frame').then((module) => module.StudioFrame);

/**
 * The console's pages under its frame, each a chunk of its own (issue 17), so a member's pages
 * never carry them (npm run bench shows the member pages' weight). `notFound` is the app's page
 * for an address the console does not have.
 */
export const consoleRoutes = (lazyPage: LazyPage, notFound: RouteObject['lazy']): RouteObject[] => [
  { index: true, element: null },
  {
    path: under(consolePaths.challenges),
    lazy: lazyPage(
      () => import('./challenges/pages/challenges-page'),
      (m) => m.ChallengesPage,
    ),
  },
  {
    path: under(consolePaths.dashboard),
    lazy: lazyPage(
      () => import('./dashboard/pages/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: under(consolePaths.analytics),
    lazy: lazyPage(
      () => import('./analytics/pages/analytics-page'),
      (m) => m.AnalyticsPage,
    ),
  },
  {
    path: under(consolePaths.staff),
    lazy: lazyPage(
      () => import('./staff/pages/staff-page'),
      (m) => m.StaffPage,
    ),
  },
  {
    path: under(consolePaths.workouts),
    lazy: lazyPage(
      () => import('./catalogue/pages/workouts-page'),
      (m) => m.WorkoutsPage,
    ),
  },
  {
    path: under(consolePaths.workout(':id')),
    lazy: lazyPage(
      () => import('./catalogue/pages/workout-page'),
      (m) => m.WorkoutPage,
    ),
  },
  {
    path: under(consolePaths.trainers),
    lazy: lazyPage(
      () => import('./catalogue/pages/trainers-page'),
      (m) => m.TrainersPage,
    ),
  },
  {
    path: under(consolePaths.trainer(':id')),
    lazy: lazyPage(
      () => import('./catalogue/pages/trainer-page'),
      (m) => m.TrainerPage,
    ),
  },
  {
    path: under(consolePaths.lists),
    lazy: lazyPage(
      () => import('./catalogue/pages/lists-page'),
      (m) => m.ListsPage,
    ),
  },
  {
    path: under(consolePaths.list(':id')),
    lazy: lazyPage(
      () => import('./catalogue/pages/list-page'),
      (m) => m.ListPage,
    ),
  },
  {
    path: under(consolePaths.filters),
    lazy: lazyPage(
      () => import('./catalogue/pages/filters-page'),
      (m) => m.FiltersPage,
    ),
  },
  {
    path: under(consolePaths.phrases),
    lazy: lazyPage(
      () => import('./catalogue/pages/phrases-page'),
      (m) => m.PhrasesPage,
    ),
  },
  {
    path: under(consolePaths.lives),
    lazy: lazyPage(
      () => import('./lives/pages/lives-page'),
      (m) => m.LivesPage,
    ),
  },
  {
    path: under(consolePaths.programs),
    lazy: lazyPage(
      () => import('./programs/pages/programs-page'),
      (m) => m.ProgramsPage,
    ),
  },
  {
    // `consolePaths.newProgram` (programs/new) is this route too: the page reads the id `new`.
    path: under(consolePaths.program(':id')),
    lazy: lazyPage(
      () => import('./programs/pages/program-page'),
      (m) => m.ProgramPage,
    ),
  },
  {
    path: under(consolePaths.recipes),
    lazy: lazyPage(
      () => import('./programs/pages/recipes-page'),
      (m) => m.RecipesPage,
    ),
  },
  {
    path: under(consolePaths.recipe(':id')),
    lazy: lazyPage(
      () => import('./programs/pages/recipe-page'),
      (m) => m.RecipePage,
    ),
  },
  {
    path: under(consolePaths.members),
    lazy: lazyPage(
      () => import('./members/pages/members-page'),
      (m) => m.MembersPage,
    ),
  },
  {
    path: under(consolePaths.member(':id')),
    lazy: lazyPage(
      () => import('./members/pages/member-page'),
      (m) => m.MemberPage,
    ),
  },
  {
    path: under(consolePaths.offers),
    lazy: lazyPage(
      () => import('./members/pages/offers-page'),
      (m) => m.OffersPage,
    ),
  },
  {
    path: under(consolePaths.audit),
    lazy: lazyPage(
      () => import('./staff/pages/audit-page'),
      (m) => m.AuditPage,
    ),
  },
  {
    path: under(consolePaths.storefront),
    lazy: lazyPage(
      () => import('./storefront/pages/storefront-page'),
      (m) => m.StorefrontPage,
    ),
  },
  {
    path: under(consolePaths.gifts),
    lazy: lazyPage(
      () => import('./gifts/pages/gifts-page'),
      (m) => m.GiftsPage,
    ),
  },
  {
    path: under(consolePaths.settings),
    lazy: lazyPage(
      () => import('./settings/pages/settings-page'),
      (m) => m.SettingsPage,
    ),
  },
  { path: '*', lazy: notFound },
];
