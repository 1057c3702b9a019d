/** The accounts feature's public surface: other features import only from here. */

export { ME_QUERY_KEY, meQueryOptions, useMe } from './api/get-me';
export { useUpdateWeeklyGoal } from './api/update-weekly-goal';
export { ServerErrorAlert } from './components/server-error-alert';
export { WeeklyGoalForm, type WeeklyGoalValues } from './components/weekly-goal-form';
export { WorkoutDaysPicker } from './components/workout-days-picker';
export { useLogout } from './hooks/use-logout';
export { useServerError } from './hooks/use-server-error';
export { useSession } from './hooks/use-session';
