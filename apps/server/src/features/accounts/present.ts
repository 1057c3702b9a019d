import { levelForGoal, normalizeMeasurementStandard, type User } from '@studio/shared';
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
    measurement_standard: measurementStandard,
    has_profile: profile !== null,
    need_to_configure_days: user.need_to_configure_days,
    profile: profile && {
      weekly_goal: profile.weekly_goal,
      workout_days: profile.workout_days,
      nutrition: profile.nutrition,
      level: levelForGoal(profile.weekly_goal),
      measurement_standard: measurementStandard,
    },
    premium: false,
    apple_rc_sync: user.apple_rc_sync,
    has_program: false,
    program: null,
    program_in_progress: null,
    program_week_required_days: null,
  };
};
