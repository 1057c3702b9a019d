import {
  levelForGoal,
  normalizeMeasurementStandard,
  type Stats,
  type User,
  WEEK_DAYS,
  weeklyProgressWords,
} from '@studio/shared';
import type { Storage } from '../../adapters/storage';
import type { memberProfiles, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof memberProfiles.$inferSelect;

/** Row → the user object of GET /api/v4/users/me/. Nothing else about a member leaves the server. */
export const presentUser = (user: UserRow, profile: ProfileRow | null, storage: Storage): User => {
  const measurementStandard = normalizeMeasurementStandard(user.measurement_standard);
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar_key ? storage.url(user.avatar_key) : null,
    birthday: user.birthday,
    created_at: user.created_at.toISOString(),
    time_zone: user.time_zone,
    language: user.language,
    measurement_standard: measurementStandard,
    has_profile: profile !== null,
    need_to_configure_days: user.need_to_configure_days,
    ...(user.role !== 'member' && { studio_role: user.role }),
    profile: profile && {
      weekly_goal: profile.weekly_goal,
      workout_days: profile.workout_days,
      nutrition: profile.nutrition,
      level: levelForGoal(profile.weekly_goal),
      measurement_standard: measurementStandard,
      // The profile feature fills in the days trained this week (member extension).
      weekly_progress: {
        week_days: profile.workout_days,
        done_days: Object.fromEntries(WEEK_DAYS.map((day) => [day, false])) as Record<
          (typeof WEEK_DAYS)[number],
          boolean
        >,
        done: 0,
        ...weeklyProgressWords(profile.weekly_goal, 0),
      },
      // And the weekly streak (decision 0031).
      streak: { current: 0, best: 0, week_days: 0, goal: profile.weekly_goal, freeze_used: false },
    },
    premium: false,
    payment_failed: false,
    apple_rc_sync: user.apple_rc_sync,
    has_program: false,
    program: null,
    program_in_progress: null,
    program_week_required_days: null,
    // The member's own space: filled in by the saved and profile features (member extensions).
    saved_lists: [],
    pictures: { first: null, first_date: null, last: null, last_date: null },
    all_pictures: [],
    profiles: [],
    user_stats: { all_progress: NO_STATS, month_progress: NO_STATS, week_progress: NO_STATS },
  };
};

const NO_STATS: Stats = {
  number_of_workouts: 0,
  minutes_exercised: 0,
  days_active: 0,
  pounds_lost: 0,
  completed_meals: 0,
  inches_gained: 0,
};
