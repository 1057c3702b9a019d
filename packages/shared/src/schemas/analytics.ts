import { z } from 'zod/mini';

/**
 * The owner's analytics (issue 40, decision 0056). Cohorts: members by the studio month of their
 * sign-up (STUDIO_TIME_ZONE), and in each month since, how many trained (finished a workout) and
 * how many paid (a settled charge, not refunded, whose period met the month). From a monthly
 * rollup, never from a scan of the history at request time.
 */
export const COHORT_WINDOWS = [6, 12, 24, 36] as const;
export type CohortWindow = (typeof COHORT_WINDOWS)[number];
export const DEFAULT_COHORT_WINDOW: CohortWindow = 12;

export const analyticsMessages = {
  monthsInvalid: 'studio.schema.analytics.monthsInvalid',
} as const;

/** `?months=6|12|24|36` (12 when absent): the cohorts of the last that many months. */
export const CohortQuerySchema = z.object({
  months: z._default(
    z.pipe(
      z.enum(COHORT_WINDOWS.map(String) as [string, ...string[]], { error: analyticsMessages.monthsInvalid }),
      z.transform((value: string) => Number(value) as CohortWindow),
    ),
    DEFAULT_COHORT_WINDOW,
  ),
});

const count = () => z.number().check(z.int(), z.gte(0));
const percent = () => z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100)));

/** A cohort in one month since its sign-up month (0 is that month). */
export const CohortMonthSchema = z.object({
  since: count(),
  /** YYYY-MM. */
  month: z.string(),
  active: count(),
  paying: count(),
  /** Of the cohort's members, rounded half up; null for a cohort with no member left. */
  active_percent: percent(),
  paying_percent: percent(),
  /** The month has not ended: the figures so far (as of the last hourly rollup). */
  partial: z.boolean(),
});
export type CohortMonth = z.output<typeof CohortMonthSchema>;

export const CohortSchema = z.object({
  /** YYYY-MM: the studio month the members signed up in. */
  cohort: z.string(),
  /** Its members now (an account deleted leaves its cohort). */
  members: count(),
  months: z.array(CohortMonthSchema),
});
export type Cohort = z.output<typeof CohortSchema>;

export const CohortsSchema = z.object({
  time_zone: z.string(),
  months: z.number(),
  /** Oldest first. */
  cohorts: z.array(CohortSchema),
  /** When the newest figures were rolled up (ISO), or null with none yet. */
  rolled_up_at: z.nullable(z.string()),
});
export type Cohorts = z.output<typeof CohortsSchema>;

/** The CSV of the cohorts table: one line per cohort and month since, as the console's table shows. */
export const COHORT_CSV_HEADER = [
  'cohort',
  'members',
  'month',
  'months_since',
  'active',
  'active_percent',
  'paying',
  'paying_percent',
] as const;

export const cohortsCsv = (cohorts: Cohorts['cohorts']): string =>
  [
    COHORT_CSV_HEADER.join(','),
    ...cohorts.flatMap((c) =>
      c.months.map((m) =>
        [
          c.cohort,
          c.members,
          m.month,
          m.since,
          m.active,
          m.active_percent ?? '',
          m.paying,
          m.paying_percent ?? '',
        ].join(','),
      ),
    ),
  ].join('\r\n') + '\r\n';
