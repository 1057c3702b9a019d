import { PROGRESS_WEEKS, type Progress, type User } from '@studio/shared';

/** A signed-in member as GET /api/v4/users/me/ answers it. */
const emptyStats = () => ({
  number_of_workouts: 0,
  minutes_exercised: 0,
  days_active: 0,
  pounds_lost: 0,
  completed_meals: 0,
  inches_gained: 0,
});

export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  avatar: null,
  birthday: '1990-05-14',
  created_at: '2026-11-15T12:00:00.000Z',
  time_zone: 'UTC',
  language: null,
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
    weekly_progress: {
      week_days: {
        sunday: false,
        monday: true,
        tuesday: false,
        wednesday: true,
        thursday: false,
        friday: true,
        saturday: false,
      },
      done_days: {
        sunday: false,
        monday: true,
        tuesday: false,
        wednesday: false,
        thursday: false,
        friday: false,
        saturday: false,
      },
      done: 1,
      title: '1 of 3 workouts this week',
      subtitle: '2 more to reach your weekly goal.',
    },
    streak: { current: 2, best: 4, week_days: 1, goal: 3, freeze_used: false },
  },
  premium: false,
  payment_failed: false,
  apple_rc_sync: false,
  has_program: false,
  program: null,
  program_in_progress: null,
  program_week_required_days: null,
  saved_lists: [],
  pictures: { first: null, first_date: null, last: null, last_date: null },
  all_pictures: [],
  profiles: [],
  user_stats: {
    all_progress: emptyStats(),
    month_progress: emptyStats(),
    week_progress: emptyStats(),
  },
  ...overrides,
});

/** The progress charts' answer for a member with nothing recorded yet (issue 19). */
export const emptyProgress = (): Progress => ({
  measurement_standard: 2,
  measures: [],
  weeks: Array.from({ length: PROGRESS_WEEKS }, (_, index) => ({
    week_start: `2027-01-${String(index + 1).padStart(2, '0')}`,
    workouts: 0,
    minutes: 0,
  })),
});
