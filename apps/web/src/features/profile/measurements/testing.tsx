import { apiPaths, type MeasurementSet, profilePaths, type User } from '@studio/shared';
import { paths } from '../../../config/paths';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { MeasurementsPage } from '../pages/measurements-page';

/** Test data and the render helper of the measurements page (tests only), shaped as the server answers. */

export const aSet = (overrides: Partial<MeasurementSet> = {}): MeasurementSet => ({
  id: 1,
  created_at: '2026-03-01T09:00:00.000Z',
  measurement_standard: 1,
  weight: 80,
  left_biceps: 30,
  right_biceps: 30.5,
  left_thigh: 55,
  right_thigh: 55,
  upper_ab: 90,
  lower_ab: 92,
  waist: 85,
  chest: 100,
  hips: 98,
  ...overrides,
});

type Routes = Parameters<typeof stubFetch>[0];

/**
 * The member (with a profile), their sets kept in `sets` as the server would keep them (a save
 * adds one, a delete removes it), and `routes` to add or replace calls.
 */
export const stubMeasurements = (options: { sets?: MeasurementSet[]; user?: User; routes?: Routes } = {}) => {
  const user = options.user ?? makeUser();
  const state = { sets: [...(options.sets ?? [])] };
  const stub = stubFetch({
    [`GET ${apiPaths.me}`]: () => ({ body: { ...user, profiles: state.sets } }),
    [`GET ${profilePaths.measurements}`]: () => ({ body: { profiles: state.sets } }),
    [`POST ${profilePaths.addMeasurement(user.id)}`]: ({ body }) => {
      const profile = aSet({
        ...(body as Partial<MeasurementSet>),
        id: 99,
        created_at: new Date().toISOString(),
      });
      state.sets = [profile, ...state.sets];
      // i18n-exempt: the server's answer, stubbed
      return { body: { message: 'Measurements saved', profile } };
    },
    ...Object.fromEntries(
      state.sets.map((set) => [
        `DELETE ${profilePaths.deleteMeasurement(user.id, set.id)}`,
        () => {
          state.sets = state.sets.filter((kept) => kept.id !== set.id);
          // i18n-exempt: the server's answer, stubbed
          return { body: { message: 'Measurements deleted' } };
        },
      ]),
    ),
    ...options.routes,
  });
  return { ...stub, state, user };
};

/** Signed in, on the measurements page at `at`; the profile page shows as "Now at {path}". */
export const renderMeasurements = (at: string = paths.measurements) => {
  writeSession({ email: 'ana@example.com', token: 'tok' });
  return renderApp(<MeasurementsPage />, { at, path: paths.measurements, otherPaths: [paths.profile] });
};
