import { type Program, type ProgramDetails, programPaths } from '@studio/shared';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { writeSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { aUser, renderApp } from '../../test/render';

/** Test data and render helpers of the programs screens (tests only), shaped as the server answers. */

export const aProgram = (overrides: Partial<Program> = {}): Program => ({
  id: 5,
  title: 'Strong in six',
  description: 'Six weeks of strength.',
  duration: 6,
  banner_url: '/media/strong.jpg',
  price: '49.99',
  apple_product_id: 'studio.program.strong6',
  program_purchase_paragraphs: ['Six weeks, four workouts a week.', 'Workouts stay yours for the six weeks.'],
  display_prompt: false,
  completion_prompt_url: null,
  program_week_required_days: 4,
  has_purchased: false,
  has_completed: false,
  has_canceled: false,
  purchase: null,
  ...overrides,
});

const day = (dayNumber: number, id: number, title: string, completed = false) => ({
  day: dayNumber,
  exercise: { id, kind: 'workout' as const, title, duration: 1260, thumb: null, completed },
});

export const aProgramDetails = (overrides: Partial<ProgramDetails> = {}): ProgramDetails => ({
  ...aProgram(),
  weeks: [
    { week: 1, range_days: '1-7', days: [day(1, 11, 'Full body A', true), day(3, 12, 'Full body B')] },
    { week: 2, range_days: '8-14', days: [day(8, 13, 'Legs and core')] },
  ],
  ...overrides,
});

export const premiumUser = (overrides: Parameters<typeof aUser>[0] = {}) =>
  aUser({ premium: true, ...overrides });

type Routes = Parameters<typeof stubFetch>[0];

/** The calls of the programs screens with their usual answers; `routes` adds or replaces some. */
export const stubPrograms = (routes: Routes = {}) =>
  stubFetch({
    'GET /api/v4/users/me/': { body: premiumUser() },
    [`GET ${programPaths.list}`]: { body: { programs: [aProgram()] } },
    [`GET ${programPaths.details(5)}`]: { body: { program: aProgramDetails() } },
    'POST /api/v3/braintrees/client_token': { body: { client_token: 'studio-sandbox:token-1' } },
    ...routes,
  });

/** Where the screens may go, each shown as "Now at {path}". */
const elsewhere = [
  paths.buyPremium(),
  paths.home,
  paths.notFound,
  paths.programWorkoutDays,
  paths.buy('program', 5),
  paths.programs,
];

/** Signed in, at `at`, with `page` mounted on `path` and the other addresses (and `also`) as plain text. */
export const renderProgramsScreen = (page: RouteObject, at: string, also: string[] = []) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  const others = [...elsewhere, ...also].filter((path) => path !== page.path);
  return renderApp(null, {
    at,
    routes: [page, ...others.map((path) => ({ path, element: <p>Now at {path}</p> }))],
  });
};
