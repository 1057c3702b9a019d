import { z } from 'zod/mini';
import { DASHBOARD_WINDOWS, DEFAULT_DASHBOARD_WINDOW, RETENTION_TRAINING_DAYS } from '../constants';

/**
 * The owner's dashboard (issue 17, decision 0021): figures now, and per studio day over the last
 * 7, 30 or 90 days (today included), from a rollup of finished days. Money is integer cents.
 */
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];

export const dashboardMessages = {
  daysInvalid: 'studio.schema.dashboard.daysInvalid',
  reasonsNotRecorded: 'studio.schema.dashboard.reasonsNotRecorded',
} as const;

const windows = DASHBOARD_WINDOWS.map(String) as [string, ...string[]];

/** `?days=7|30|90` (30 when absent); anything else is refused naming `days`. */
export const DashboardQuerySchema = z.object({
  days: z._default(
    z.pipe(
      z.enum(windows, { error: dashboardMessages.daysInvalid }),
      z.transform((value: string) => Number(value) as DashboardWindow),
    ),
    DEFAULT_DASHBOARD_WINDOW,
  ),
});

const count = () => z.number().check(z.int(), z.gte(0));

/** One studio day (YYYY-MM-DD in STUDIO_TIME_ZONE). */
export const DashboardDaySchema = z.object({
  day: z.string(),
  /** Subscriptions started with a free trial, and without one (paid at once). */
  new_trials: count(),
  new_paid: count(),
  /** Trials whose end fell on this day, and first payments of subscriptions that began with a trial. */
  trials_ended: count(),
  conversions: count(),
  cancellations: count(),
  /** Programs bought (not the ones the studio gave), and what they came to. */
  program_sales: count(),
  program_sales_cents: count(),
  /** Workouts finished, and their minutes (each workout's length, rounded half up per day). */
  workouts: count(),
  watch_minutes: count(),
  /** Today (or a day too recently ended to be rolled up): counted now from its own rows. */
  live: z.boolean(),
});
export type DashboardDay = z.output<typeof DashboardDaySchema>;

/** A studio week, Sunday to Saturday: members who finished a workout on 3 days of it or more. */
export const DashboardWeekSchema = z.object({
  week_start: z.string(),
  week_end: z.string(),
  members_trained: count(),
  /** The week has not ended yet: the count so far. */
  partial: z.boolean(),
});
export type DashboardWeek = z.output<typeof DashboardWeekSchema>;

export const PromoRedemptionSchema = z.object({
  kind: z.enum(['premium', 'program']),
  code: z.string(),
  redemptions: count(),
  /** The last studio day in the window it was used on. */
  last_day: z.string(),
});
export type PromoRedemption = z.output<typeof PromoRedemptionSchema>;

/** Members of the window who came from one source or landed on one page (issue 38). */
export const SourceRowSchema = z.object({
  /** The source (`google`, `invite`, `direct`...) or landing page; empty: not recorded. */
  name: z.string(),
  sign_ups: count(),
  trials: count(),
  /** Members whose first settled charge fell in the window. */
  paying: count(),
});
export type SourceRow = z.output<typeof SourceRowSchema>;

/** Members of one group around a challenge, and those of them who trained after it ended. */
const ChallengeGroupSchema = z.object({ members: count(), retained: count() });

/**
 * A challenge whose dates meet the window (issue 39, decision 0051): who joined and finished, and
 * whether its members came back more than others did. `retention` compares the members who joined
 * with those who finished a workout during its dates without joining: each group's members, and
 * those who finished a workout in the CHALLENGE_RETENTION_DAYS after its last day. Null while the
 * challenge runs; `partial` until those days have passed.
 */
export const DashboardChallengeSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  participants: count(),
  finishers: count(),
  retention: z.nullable(
    z.object({
      partial: z.boolean(),
      participants: ChallengeGroupSchema,
      others: ChallengeGroupSchema,
    }),
  ),
});
export type DashboardChallenge = z.output<typeof DashboardChallengeSchema>;

export const DashboardSchema = z.object({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  /** The retention figure's threshold: days a week. */
  training_days: z.literal(RETENTION_TRAINING_DAYS),
  now: z.object({
    /** Members premium now through a paid period (a cancelled subscription counts until it ends). */
    premium_members: count(),
    /** Members premium now through a running trial. */
    trial_members: count(),
    /** What active subscriptions bill a month, in cents: each billed price per month (yearly / 12). */
    mrr_cents: count(),
  }),
  totals: z.object({
    new_trials: count(),
    new_paid: count(),
    trials_ended: count(),
    conversions: count(),
    /** Conversions against trials ended in the window, whole percent (at most 100); null without any. */
    conversion_percent: z.nullable(count()),
    cancellations: count(),
    program_sales: count(),
    program_sales_cents: count(),
    workouts: count(),
    watch_minutes: count(),
  }),
  cancellation_reasons: z.object({
    /** False until cancellations record a reason (issue 18): `reasons` is then empty. */
    recorded: z.boolean(),
    /** Reasons members gave when cancelling (ids of CANCELLATION_REASONS), most given first. */
    reasons: z.array(z.object({ reason: z.string(), count: count() })),
    /** Retention offers made to members about to cancel, and those accepted (decision 0029). */
    offers_made: count(),
    offers_accepted: count(),
  }),
  promo_redemptions: z.array(PromoRedemptionSchema),
  /** Sign-ups, trials and paying members of the window by first visit's source and landing page. */
  sources: z.object({ by_source: z.array(SourceRowSchema), by_landing_page: z.array(SourceRowSchema) }),
  /** Challenges whose dates meet the window, latest start first (at most DASHBOARD_CHALLENGES). */
  challenges: z.array(DashboardChallengeSchema),
  daily: z.array(DashboardDaySchema),
  weekly: z.array(DashboardWeekSchema),
});
export type Dashboard = z.output<typeof DashboardSchema>;
