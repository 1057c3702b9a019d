import { z } from 'zod/mini';
import { ERROR_CODES } from '../error-codes';
import { LOCALES } from '../i18n/locales';
import { WorkoutDaysSchema } from './accounts';
import {
  MeasurementSetSchema,
  PictureSchema,
  PicturesSummarySchema,
  SavedListSummarySchema,
  StreakSchema,
  UserStatsSchema,
  WeeklyProgressSchema,
} from './profile';

/** The member profile as the user object carries it (DESIGN 3a). Later features extend it. */
export const ProfileSchema = z.object({
  weekly_goal: z.number(),
  workout_days: WorkoutDaysSchema,
  nutrition: z.nullable(z.number()),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  measurement_standard: z.union([z.literal(1), z.literal(2)]),
  /** The weekly workouts card (issue 7). */
  weekly_progress: WeeklyProgressSchema,
  /** Weeks in a row with the goal reached (issue 19). */
  streak: StreakSchema,
});
export type Profile = z.output<typeof ProfileSchema>;

/** GET /api/v4/users/me/: the fields of the accounts feature; billing, programs and profile add theirs. */
export const UserSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  created_at: z.string(),
  time_zone: z.string(),
  /** The member's language (issue 35): what mails and the feed are written in; null is the studio's default. */
  language: z.nullable(z.enum(LOCALES)),
  measurement_standard: z.union([z.literal(1), z.literal(2)]),
  has_profile: z.boolean(),
  need_to_configure_days: z.boolean(),
  profile: z.nullable(ProfileSchema),
  premium: z.boolean(),
  /** Billing (issue 18): the last renewal failed and the card should be updated (the banner). */
  payment_failed: z.boolean(),
  apple_rc_sync: z.boolean(),
  /** Programs (DESIGN 3a): the program in progress, if any, and the days a week it asks for. */
  has_program: z.boolean(),
  program: z.nullable(z.object({ id: z.number(), title: z.string() })),
  program_in_progress: z.nullable(z.object({ id: z.number(), title: z.string() })),
  program_week_required_days: z.nullable(z.number()),
  /** The member's own space (issue 7, DESIGN 3a): lists, photos, measurement sets, stats. */
  saved_lists: z.array(SavedListSummarySchema),
  pictures: PicturesSummarySchema,
  all_pictures: z.array(PictureSchema),
  profiles: z.array(MeasurementSetSchema),
  user_stats: UserStatsSchema,
  /** Issue 17: only on a coach's or owner's user object (a member's has no such key). */
  studio_role: z.optional(z.enum(['coach', 'owner'])),
});
export type User = z.output<typeof UserSchema>;

/** Login and register answer the user with the session token, shown only here. */
export const SessionUserSchema = z.extend(UserSchema, { token: z.string() });
export type SessionUser = z.output<typeof SessionUserSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.output<typeof MessageSchema>;

/** DESIGN 3: every error answer. */
export const ErrorSchema = z.object({
  /** Stable, for programs to branch on (error-codes.ts); the message is for the member. */
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.output<typeof ErrorSchema>;
