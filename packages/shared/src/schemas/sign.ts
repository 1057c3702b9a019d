import { z } from 'zod/mini';
import { whenMissing } from './errors';
import {
  emailField,
  existingPasswordField,
  localeField,
  newPasswordField,
  requiredText,
  timeZoneField,
} from './fields';

/*
 * The sign pages' schemas: a module of their own, so that the script of /sign/login carries them
 * without the member's account schemas (issue 35: within 150 KB). accounts.ts re-exports them.
 */

const referralToken = z.optional(z.string().check(z.trim(), z.maxLength(200)));

export const SignUpSchema = z.object({
  name: requiredText(),
  last_name: requiredText(),
  email: emailField(),
  password: newPasswordField(),
  keep_session: z._default(z.boolean(), true),
  time_zone: timeZoneField(),
  referral_token: referralToken,
  /** The browser's language at sign-up (issue 35); none: the studio's default. */
  language: z.optional(localeField()),
});
export type SignUp = z.input<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: emailField(),
  password: existingPasswordField(),
  keep_session: z._default(z.boolean(), false),
  time_zone: timeZoneField(),
});
export type SignIn = z.input<typeof SignInSchema>;

export const RecoverSchema = z.object({ email: emailField() });
export type Recover = z.input<typeof RecoverSchema>;

export const withConfirmation = <T extends z.core.$ZodLooseShape>(shape: T, field: string, confirm: string) =>
  z.object(shape).check(
    z.superRefine((value, ctx) => {
      const v = value as Record<string, unknown>;
      if (v[field] && v[field] !== v[confirm]) {
        ctx.addIssue({ code: 'custom', path: [confirm], message: 'common.form.passwordConfirmMismatch' });
      }
    }),
  );

export const ResetPasswordSchema = withConfirmation(
  {
    token: z.string({ error: whenMissing('common.form.required') }).check(z.minLength(1), z.maxLength(200)),
    password: newPasswordField(),
    password_confirmation: z.string({ error: whenMissing('common.form.required') }).check(z.maxLength(200)),
  },
  'password',
  'password_confirmation',
);
export type ResetPassword = z.input<typeof ResetPasswordSchema>;
