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
export const invitePaths = {
  /** GET: the member's code, link and invites; POST `{ email }`: mail the link to a friend. */
  invites: '/api/v4/users/me/invites',
} as const;

/** Invites one member may mail in a day: a friend or ten, not a mailing list. */
export const INVITE_MAILS_PER_DAY = 10;

export const InviteMailSchema = z.object({ email: emailField() });

export const inviteMessages = {
  ownEmail: 'shared.invite.ownEmail',
  alreadyMember: 'shared.invite.alreadyMember',
  tooMany: 'shared.invite.tooMany',
} as const;

/**
 * An invite's standing (decision 0047). `rewarded`: the invitee's first paid charge settled and both
 * rewards were given; `revoked`: that charge was refunded or reversed and the rewards taken back;
 * `refused`: it never earns a reward (see `INVITE_REFUSALS`).
 */
export const INVITE_STATUSES = ['joined', 'refused', 'rewarded', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
/**
 * Why an invite earns nothing: the inviter's own e-mail, browser or card, or the inviter already
 * had the studio's number of rewards this month.
 */
export const INVITE_REFUSALS = ['same_email', 'same_device', 'same_card', 'monthly_cap'] as const;
export type InviteRefusal = (typeof INVITE_REFUSALS)[number];

/** The studio's invite rewards until its owner sets them (decision 0047). */
export const INVITE_REWARD_DEFAULTS = { months: 1, discountPercent: 50, monthlyCap: 5 } as const;
/** What an owner may set: months 0–12, a discount of 0–100 %, a cap of 0–100 rewards a month. */
export const INVITE_REWARD_LIMITS = { months: 12, discountPercent: 100, monthlyCap: 100 } as const;

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
      status: z.enum(INVITE_STATUSES),
      /** When rewarded: the free months the inviter got for it. */
      reward_months: z.nullable(z.int()),
    }),
  ),
  /** Friends mailed an invite who have not signed up yet, newest first: the address and when. */
  sent: z.array(z.object({ email: z.string(), sent_at: z.string() })),
  /** What the studio gives (its owner sets it): the inviter's free months, the invitee's discount. */
  reward: z.object({ months: z.int(), discount_percent: z.int() }),
});
export type Invites = z.output<typeof InvitesSchema>;
