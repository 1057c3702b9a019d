import { z } from 'zod/mini';
import { MAX_DAYS_PER_WEEK, WEEK_DAYS } from '../constants';
import { countWorkoutDays } from '../rules/workout-days';
import { whenMissing } from './errors';
import {
  birthdayField,
  languageField,
  measurementStandardField,
  newPasswordField,
  requiredText,
} from './fields';
import { withConfirmation } from './sign';

export * from './sign';

/** The member's current password: a stolen session alone cannot change it or delete the account. */
const currentPasswordField = () =>
  z
    .string({ error: whenMissing('shared.form.currentPasswordRequired') })
    .check(z.minLength(1, { error: 'shared.form.currentPasswordRequired' }), z.maxLength(200));

export const ChangePasswordSchema = withConfirmation(
  {
    current_password: currentPasswordField(),
    password: newPasswordField(),
    password_confirmation: z.string({ error: whenMissing('common.form.required') }).check(z.maxLength(200)),
  },
  'password',
  'password_confirmation',
);
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** POST /api/v4/users/me/destroy_user: the spec sends nothing; we ask the current password (issue 14). */
export const DestroyUserSchema = z.object({ current_password: currentPasswordField() });
export type DestroyUser = z.input<typeof DestroyUserSchema>;

/** PUT /api/v3/users/{id}: e-mail is read-only and not accepted here. */
export const UpdateUserSchema = z.object({
  name: z.optional(requiredText()),
  last_name: z.optional(requiredText()),
  birthday: birthdayField(),
  measurement_standard: z.optional(measurementStandardField()),
  /** The member's language (issue 35); null: the studio's default. */
  language: languageField(),
  /** The avatar as an image data URL: sent so in JSON, or made from the multipart file (spec A7). */
  avatar: z.optional(z.string().check(z.startsWith('data:image/', { error: 'shared.upload.imageType' }))),
});
export type UpdateUser = z.input<typeof UpdateUserSchema>;

/** The profile edit form of /page/profile/setup (accounts-and-purchase.md section 5). */
export const ProfileEditSchema = z
  .object({
    name: requiredText(),
    last_name: requiredText(),
    birthday: birthdayField(),
    measurement_standard: measurementStandardField(),
    new_password: z.optional(z.union([z.literal(''), newPasswordField()])),
    new_password_confirm: z.optional(z.string().check(z.maxLength(200))),
    current_password: z.optional(z.string().check(z.maxLength(200))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.new_password && !v.current_password) {
        ctx.addIssue({
          code: 'custom',
          path: ['current_password'],
          message: 'shared.form.currentPasswordRequired',
        });
      }
      if ((v.new_password ?? '') !== (v.new_password_confirm ?? '')) {
        ctx.addIssue({
          code: 'custom',
          path: ['new_password_confirm'],
          message: 'common.form.passwordConfirmMismatch',
        });
      }
    }),
  );
export type ProfileEdit = z.input<typeof ProfileEditSchema>;

export const WorkoutDaysSchema = z.object(
  Object.fromEntries(WEEK_DAYS.map((day) => [day, z._default(z.boolean(), false)])) as Record<
    (typeof WEEK_DAYS)[number],
    z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>
  >,
  { error: whenMissing('common.form.required') },
);

const weeklyGoalField = () =>
  z
    .number({ error: whenMissing('common.form.required') })
    .check(
      z.int({ error: 'shared.days.whole' }),
      z.gte(0, { error: 'shared.days.goalAtLeastOne' }),
      z.lte(MAX_DAYS_PER_WEEK, { error: 'shared.days.goalAtMost' }),
    );

/** The goal and the days together: the goal is at least 1 and the number of days equals it. */
const checkGoalAndDays = (
  v: { weekly_goal: number; workout_days: Record<string, boolean> },
  ctx: z.core.$RefinementCtx,
): void => {
  // A goal its own checks refuse (not whole, above the week) has their one message: counting the
  // days against it would add a second, contradictory one (8 → "Please select 7 more days", issue 14).
  if (!Number.isInteger(v.weekly_goal) || v.weekly_goal > MAX_DAYS_PER_WEEK) return;
  if (v.weekly_goal < 1) {
    ctx.addIssue({ code: 'custom', path: ['weekly_goal'], message: 'shared.days.goalAtLeastOne' });
    return;
  }
  const missing = v.weekly_goal - countWorkoutDays(v.workout_days);
  if (missing > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['workout_days'],
      message: 'shared.days.selectMore',
      params: { count: missing },
    });
  if (missing < 0)
    ctx.addIssue({
      code: 'custom',
      path: ['workout_days'],
      message: 'shared.days.tooMany',
      params: { goal: v.weekly_goal },
    });
};

/** PUT /api/v4/users/me/profile, the onboarding form and the profile's weekly goal dialog. */
export const WeeklyGoalSchema = z
  .object({ weekly_goal: weeklyGoalField(), workout_days: WorkoutDaysSchema })
  .check(z.superRefine(checkGoalAndDays));
export type WeeklyGoal = z.input<typeof WeeklyGoalSchema>;

export const DietIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Diet must be 1, 2 or 3',
});

/** POST /api/v3/users/me/profiles at onboarding. */
export const CreateProfileSchema = z
  .object({
    weekly_goal: weeklyGoalField(),
    workout_days: WorkoutDaysSchema,
    nutrition: z.nullish(DietIdSchema),
  })
  .check(z.superRefine(checkGoalAndDays));
export type CreateProfile = z.input<typeof CreateProfileSchema>;
