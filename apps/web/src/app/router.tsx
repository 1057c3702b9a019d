import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/ui/full-page-loader';
import { paths } from '../config/paths';
import type { SaveSlot } from '../features/library';
import { loadFieldLabels, loadMessages } from '../lib/i18n';
import { loadChunk } from '../lib/load-chunk';
import { PageLoadError, RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { loadToastHost } from './toasts';

/**
 * A route whose component is its own chunk, loaded on first visit. A chunk that fails, or has not
 * arrived within CHUNK_LOAD_TIMEOUT_MS (spec A8), becomes a page of its own: `PageLoadError`, inside
 * the frame. (A rejected `lazy` left React Router rendering nothing at all: a blank page.)
 */
const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: pick(await loadChunk(load)) };
    } catch (error) {
      return { Component: () => <PageLoadError error={error} /> };
    }
  };

/**
 * A library page, given the saved feature's save button for its cards and item details (spec M4):
 * the library takes it as a slot, since the saved feature shows the library's cards (issue 34).
 */
const libraryPage = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType<{ save: SaveSlot }>) =>
  lazyPage(
    () => Promise.all([load(), import('../features/saved')]),
    ([module, saved]) => {
      const Page = pick(module);
      return () => <Page save={saved.SaveButton} />;
    },
  );

const signRoutes: RouteObject[] = [
  {
    path: paths.sign.login,
    lazy: lazyPage(
      () => import('../features/accounts/pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: paths.sign.signup,
    lazy: lazyPage(
      () => import('../features/accounts/pages/signup-page'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: paths.sign.recover,
    lazy: lazyPage(
      () => import('../features/accounts/pages/recover-page'),
      (m) => m.RecoverPage,
    ),
  },
  {
    path: paths.sign.thanks,
    lazy: lazyPage(
      () => import('../features/accounts/pages/thanks-page'),
      (m) => m.ThanksPage,
    ),
  },
  {
    path: paths.sign.reset,
    lazy: lazyPage(
      () => import('../features/accounts/pages/reset-page'),
      (m) => m.ResetPage,
    ),
  },
  {
    path: paths.sign.workout,
    // The onboarding loads and saves through the query cache, which the other sign pages lack.
    lazy: lazyPage(
      () =>
        Promise.all([
          import('../features/accounts/pages/workout-page'),
          import('./layout/member-frame'),
          loadMessages('member'),
        ]),
      ([page, frame]) => frame.withAppQueries(page.WorkoutPage),
    ),
  },
  {
    path: paths.sign.gift,
    // Prices and the card's token come through the query cache, as the onboarding's do.
    lazy: lazyPage(
      () =>
        Promise.all([
          import('../features/billing/pages/gift-page'),
          import('./layout/member-frame'),
          loadMessages('member'),
        ]),
      ([page, frame]) => frame.withAppQueries(page.GiftPage),
    ),
  },
  { path: '/sign', element: <Navigate to={paths.sign.login} replace /> },
  // An unknown sign page stays in the sign frame: a visitor never sees the member header and tabs.
  { path: '/sign/*', element: <Navigate to={paths.sign.login} replace /> },
];

const notFound = lazyPage(
  () => import('./pages/not-found-page'),
  (m) => m.NotFoundPage,
);
const buyPage = lazyPage(
  () => import('./pages/buy-page'),
  (m) => m.BuyPage,
);
const listDetails = libraryPage(
  () => import('../features/library/pages/list-details-page'),
  (m) => m.ListDetailsPage,
);
const mealSetup = lazyPage(
  () => import('../features/nutrition/pages/meal-setup-page'),
  (m) => m.MealSetupPage,
);
const saved = lazyPage(
  () => import('../features/saved/pages/saved-page'),
  (m) => m.SavedPage,
);

/** Member pages (spec A2, M2), inside the header, bottom bar and footer. */
const pageRoutes: RouteObject[] = [
  { path: '/page', element: <Navigate to={paths.home} replace /> },
  {
    path: paths.home,
    lazy: lazyPage(
      () => import('../features/home/pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: paths.homeSetup,
    lazy: lazyPage(
      () => import('../features/nutrition/pages/home-setup-page'),
      (m) => m.HomeSetupPage,
    ),
  },
  { path: `${paths.homeSetupMeals()}/:nutrition_type?`, lazy: mealSetup },
  {
    path: paths.onDemand,
    lazy: libraryPage(
      () => import('../features/library/pages/on-demand-page'),
      (m) => m.OnDemandPage,
    ),
  },
  {
    path: paths.trainer(':id'),
    lazy: libraryPage(
      () => import('../features/library/pages/trainer-page'),
      (m) => m.TrainerPage,
    ),
  },
  {
    path: paths.programs,
    lazy: lazyPage(
      () => import('../features/programs/pages/programs-page'),
      (m) => m.ProgramsPage,
    ),
  },
  {
    path: paths.programDetails(':id'),
    lazy: lazyPage(
      () => import('../features/programs/pages/program-details-page'),
      (m) => m.ProgramDetailsPage,
    ),
  },
  {
    path: paths.programWorkoutDays,
    lazy: lazyPage(
      () => import('../features/programs/pages/workout-days-setup-page'),
      (m) => m.WorkoutDaysSetupPage,
    ),
  },
  {
    path: paths.nutrition,
    lazy: lazyPage(
      () => import('../features/nutrition/pages/nutrition-page'),
      (m) => m.NutritionPage,
    ),
  },
  {
    path: paths.challenges,
    lazy: lazyPage(
      () => import('../features/challenges/pages/challenges-page'),
      (m) => m.ChallengesPage,
    ),
  },
  {
    path: paths.shoppingList,
    lazy: lazyPage(
      () => import('../features/nutrition/pages/shopping-list-page'),
      (m) => m.ShoppingListPage,
    ),
  },
  {
    path: paths.profile,
    lazy: lazyPage(
      () => import('../features/profile/pages/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: paths.profileSetup,
    lazy: lazyPage(
      () => import('../features/profile/pages/profile-setup-page'),
      (m) => m.ProfileSetupPage,
    ),
  },
  {
    path: paths.week(),
    lazy: lazyPage(
      () => import('../features/week/pages/my-week-page'),
      (m) => m.MyWeekPage,
    ),
  },
  {
    path: paths.measurements,
    lazy: lazyPage(
      // The wizard words each measure's refusal as it is typed: its fields' labels come with it.
      () => Promise.all([import('../features/profile/pages/measurements-page'), loadFieldLabels()]),
      ([m]) => m.MeasurementsPage,
    ),
  },
  {
    path: paths.progressPhotos,
    lazy: lazyPage(
      () => import('../features/profile/pages/progress-photos-page'),
      (m) => m.ProgressPhotosPage,
    ),
  },
  { path: `${paths.saved()}:id?`, lazy: saved },
  {
    path: paths.downloads,
    lazy: lazyPage(
      () => import('../features/playback/pages/downloads-page'),
      (m) => m.DownloadsPage,
    ),
  },
  { path: paths.notFound, lazy: notFound },
  { path: `${paths.buyPremium()}/:period?`, lazy: buyPage },
  { path: '/page/buy/:target?/:id?', lazy: buyPage },
  {
    path: paths.premiumWelcome,
    lazy: lazyPage(
      () => import('../features/billing/pages/premium-welcome-page'),
      (m) => m.PremiumWelcomePage,
    ),
  },
  {
    path: paths.subscription,
    lazy: lazyPage(
      () => import('../features/billing/pages/subscription-page'),
      (m) => m.SubscriptionPage,
    ),
  },
  {
    path: paths.updateCard,
    lazy: lazyPage(
      () => import('../features/billing/pages/update-card-page'),
      (m) => m.UpdateCardPage,
    ),
  },
  { path: '/page/:store_id/:list_store_id/:id', lazy: listDetails },
  { path: '*', lazy: notFound },
];

/** Each page fails inside its frame, so the header and its navigation stay usable. */
const withErrorElement = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => ({ ...route, errorElement: <RouteError /> }));

/**
 * The route tree: the guard at the root, the sign pages' frame and the member pages' frame (the
 * console's joins it under /studio: `loadConsoleRoute`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RouteGuard />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      {
        lazy: lazyPage(
          // Each frame brings its pages' words in the active language (lib/i18n.ts).
          () => Promise.all([import('./layout/sign-layout'), loadMessages('sign')]),
          ([m]) => m.SignLayout,
        ),
        errorElement: <RouteError />,
        children: withErrorElement(signRoutes),
      },
      {
        // The toast renderer comes with the member pages' frame: their toasts then need no download.
        lazy: lazyPage(
          () =>
            Promise.all([
              import('./layout/member-frame'),
              loadToastHost().catch(() => null),
              loadMessages('sign'),
              loadMessages('member'),
            ]).then(([frame]) => frame),
          (m) => m.MemberFrame,
        ),
        errorElement: <RouteError />,
        children: withErrorElement(pageRoutes),
      },
    ],
  },
];

/** `paths.studio`, the console's root: its own paths (features/studio) stay out of the entry script. */
const isConsolePath = (path: string) => path === paths.studio || path.startsWith(`${paths.studio}/`);

/**
 * The studio console (issue 17): its frame and pages are chunks of their own, loaded only under
 * /studio, and so is its route table (issue 35: the sign pages' script carries none of it). The
 * router gives its frame the query cache, as it gives the member frame.
 */
export const loadConsoleRoute = async (): Promise<RouteObject> => {
  const { consoleRoutes, loadConsoleFrame } = await loadChunk(() => import('../features/studio/routes'));
  return {
    path: paths.studio,
    lazy: lazyPage(
      () =>
        Promise.all([
          loadConsoleFrame(),
          import('./layout/member-frame'),
          loadToastHost().catch(() => null),
          loadMessages('sign'),
          loadMessages('studio'),
        ]),
      ([StudioFrame, frame]) => frame.withAppQueries(StudioFrame),
    ),
    errorElement: <RouteError />,
    children: withErrorElement(consoleRoutes(lazyPage, notFound)),
  };
};

/** The app's router; the console's routes join the tree on the first visit under /studio. */
export const createAppRouter = () => {
  let consoleAdded = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (consoleAdded || !isConsolePath(path)) return;
      patch('root', [await loadConsoleRoute()]);
      consoleAdded = true;
    },
  });
};
