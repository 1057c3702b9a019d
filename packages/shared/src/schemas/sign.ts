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

const attributionText = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/**
 * Where a member came from (issue 38): the first visit's UTM parameters, the page it came from
 * (its host) and the page it landed on, kept by the browser from that visit to the sign-up.
 */
export const AttributionSchema = z.object({
  /** The browser's random id (kept with its first visit): an invite from the inviter's own browser is refused. */
  device: attributionText,
  utm_source: attributionText,
  utm_medium: attributionText,
  utm_campaign: attributionText,
  referrer: attributionText,
  landing_page: attributionText,
});
export type Attribution = z.input<typeof AttributionSchema>;

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

/** What the sign-up sends: the form's fields and the first visit's source (issue 38; none: direct). */
export const SignUpRequestSchema = z.extend(SignUpSchema, { attribution: z.optional(AttributionSchema) });
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

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

/** Invite a friend (issue 38): the member's code and link, and who joined with it. */
export const invitePaths = { invites: '/api/v4/users/me/invites' } as const;

export const InvitesSchema = z.object({
  /** The member's own code: the sign-up's `referral_token`. */
  code: z.string(),
  /** The sign-up page with the code, at the studio's public address. */
  link: z.string(),
  /** Members who signed up with it, newest first: their first name and initial only. */
  invites: z.array(
    z.object({
      name: z.string(),
      joined_at: z.string(),
      /** `refused`: the inviter's own (the same e-mail or the same browser); it counts for nothing. */
      status: z.enum(['joined', 'refused']),
    }),
  ),
});
export type Invites = z.output<typeof InvitesSchema>;
