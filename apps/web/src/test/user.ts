import type { User } from '@studio/shared';

/** A signed-in member as GET /api/v4/users/me/ answers it. */
export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  avatar: null,
  birthday: '1990-05-14',
  created_at: '2026-11-15T12:00:00.000Z',
  time_zone: 'UTC',
  measurement_standard: 1,
  has_profile: true,
  need_to_configure_days: false,
  profile: {
    weekly_goal: 3,
    workout_days: {
      sunday: false,
      monday: true,
      tuesday: false,
      wednesday: true,
      thursday: false,
      friday: true,
      saturday: false,
    },
    nutrition: null,
    level: 'beginner',
    measurement_standard: 1,
  },
  premium: false,
  apple_rc_sync: false,
  has_program: false,
  program: null,
  program_in_progress: null,
  program_week_required_days: null,
  ...overrides,
});
