import { z } from 'zod';
import { MAX_DAYS_PER_WEEK, WEEK_DAYS } from '../constants';
import { messages, selectMoreDaysMessage, serverMessages } from '../messages';
import { countWorkoutDays } from '../rules/workout-days';
import {
  birthdayField,
  emailField,
  existingPasswordField,
  measurementStandardField,
  newPasswordField,
  requiredText,
  timeZoneField,
} from './fields';

const referralToken = z.string().trim().max(200).optional();

export const SignUpSchema = z.object({
  name: requiredText(),
  last_name: requiredText(),
  email: emailField(),
  password: newPasswordField(),
  keep_session: z.boolean().default(true),
  time_zone: timeZoneField(),
  referral_token: referralToken,
});
export type SignUp = z.input<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: emailField(),
  password: existingPasswordField(),
  keep_session: z.boolean().default(false),
  time_zone: timeZoneField(),
});
export type SignIn = z.input<typeof SignInSchema>;

export const RecoverSchema = z.object({ email: emailField() });
export type Recover = z.input<typeof RecoverSchema>;

const withConfirmation = <T extends z.ZodRawShape>(shape: T, field: string, confirm: string) =>
  z.object(shape).superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    if (v[field] && v[field] !== v[confirm]) {
      ctx.addIssue({ code: 'custom', path: [confirm], message: messages.passwordConfirmMismatch });
    }
  });

export const ResetPasswordSchema = withConfirmation(
  {
    token: z.string({ error: messages.required }).min(1).max(200),
    password: newPasswordField(),
    password_confirmation: z.string().max(200),
  },
  'password',
  'password_confirmation',
);
export type ResetPassword = z.input<typeof ResetPasswordSchema>;

export const ChangePasswordSchema = withConfirmation(
  { password: newPasswordField(), password_confirmation: z.string().max(200) },
  'password',
  'password_confirmation',
);
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** PUT /api/v3/users/{id}: e-mail is read-only and not accepted here. */
export const UpdateUserSchema = z.object({
  name: requiredText().optional(),
  last_name: requiredText().optional(),
  birthday: birthdayField(),
  measurement_standard: measurementStandardField().optional(),
  /** The cropped avatar as an image data URL (member-experience.md section 2). */
  avatar: z.string().startsWith('data:image/', { error: serverMessages.imageType }).optional(),
});
export type UpdateUser = z.input<typeof UpdateUserSchema>;

/** The profile edit form of /page/profile/setup (accounts-and-purchase.md section 5). */
export const ProfileEditSchema = z
  .object({
    name: requiredText(),
    last_name: requiredText(),
    birthday: birthdayField(),
    measurement_standard: measurementStandardField(),
    new_password: z.union([z.literal(''), newPasswordField()]).optional(),
    new_password_confirm: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.new_password ?? '') !== (v.new_password_confirm ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password_confirm'],
        message: messages.passwordConfirmMismatch,
      });
    }
  });
export type ProfileEdit = z.input<typeof ProfileEditSchema>;

export const WorkoutDaysSchema = z.object(
  Object.fromEntries(WEEK_DAYS.map((day) => [day, z.boolean().default(false)])) as Record<
    (typeof WEEK_DAYS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
  { error: messages.required },
);

const weeklyGoalField = () =>
  z
    .number({ error: messages.required })
    .int({ error: messages.required })
    .min(0, { error: serverMessages.goalAtLeastOne })
    .max(MAX_DAYS_PER_WEEK, { error: `At most ${MAX_DAYS_PER_WEEK} days a week` });

/** The goal and the days together: the goal is at least 1 and the number of days equals it. */
const checkGoalAndDays = (
  v: { weekly_goal: number; workout_days: Record<string, boolean> },
  ctx: z.RefinementCtx,
): void => {
  if (v.weekly_goal < 1) {
    ctx.addIssue({ code: 'custom', path: ['weekly_goal'], message: serverMessages.goalAtLeastOne });
    return;
  }
  const missing = v.weekly_goal - countWorkoutDays(v.workout_days);
  if (missing > 0)
    ctx.addIssue({ code: 'custom', path: ['workout_days'], message: selectMoreDaysMessage(missing) });
  if (missing < 0)
    ctx.addIssue({
      code: 'custom',
      path: ['workout_days'],
      message: serverMessages.tooManyDays(v.weekly_goal),
    });
};

/** PUT /api/v4/users/me/profile, the onboarding form and the profile's weekly goal dialog. */
export const WeeklyGoalSchema = z
  .object({ weekly_goal: weeklyGoalField(), workout_days: WorkoutDaysSchema })
  .superRefine(checkGoalAndDays);
export type WeeklyGoal = z.input<typeof WeeklyGoalSchema>;

export const DietIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Diet must be 1, 2 or 3',
});

/** POST /api/v3/users/me/profiles at onboarding. */
export const CreateProfileSchema = z
  .object({
    weekly_goal: weeklyGoalField(),
    workout_days: WorkoutDaysSchema,
    nutrition: DietIdSchema.nullish(),
  })
  .superRefine(checkGoalAndDays);
export type CreateProfile = z.input<typeof CreateProfileSchema>;
