/** The accounts feature's public surface: other features import only from here. */

export type { SessionUser, User } from '@studio/shared';
export { createProfile, useCreateProfile } from './api/create-profile';
export { getMe, ME_QUERY_KEY, meQueryOptions, useMe } from './api/get-me';
export { type UpdateWeeklyGoalInput, updateWeeklyGoal, useUpdateWeeklyGoal } from './api/update-weekly-goal';
export { ServerErrorAlert } from './components/server-error-alert';
export {
  WeeklyGoalForm,
  type WeeklyGoalFormProps,
  type WeeklyGoalValues,
} from './components/weekly-goal-form';
export { WorkoutDaysPicker } from './components/workout-days-picker';
export { useLogout } from './hooks/use-logout';
export { useServerError } from './hooks/use-server-error';
export { type SessionState, useSession } from './hooks/use-session';
