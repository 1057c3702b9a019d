import type { Locale, StorefrontContent } from '@studio/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The studio console's audit log (issue 17): every change a staff member makes, written in the
 * change's own transaction, with the thing before and after. The actor's e-mail is kept as text so
 * the entry outlives the account; a change from the command line has no actor.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    actor_email: text('actor_email'),
    /** What was done, as `thing.verb` (`staff.role`, `promo.create`, …). */
    action: text('action').notNull(),
    /** What it was done to (`member:12`, `item:40`, …). */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_actor_idx').on(t.actor_id)],
);

/** A count of something per name (a promo code's uses, a cancellation's reason), as a rollup keeps it. */
export type NamedCount = { kind?: string; name: string; count: number };

/**
 * Members of a studio day by where they came from (issue 38): `event` is a sign-up, a trial
 * started or a first paid charge; `source` and `landing` are the member's `member_sources`, empty
 * for a member who has none (signed up before sources were kept, or made by staff).
 */
export type SourceCount = {
  event: 'signup' | 'trial' | 'paid';
  source: string;
  landing: string;
  count: number;
};

/**
 * The owner's dashboard (issue 17, decision 0021): one row per finished studio day
 * (`STUDIO_TIME_ZONE`), written by the `studio_rollup` job or on the first read that misses it,
 * so that the dashboard reads at most 90 rows instead of the studio's history. A row counts only
 * for the zone and the rollup version it was made with; another is made again.
 */
export const studioDays = pgTable('studio_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  time_zone: text('time_zone').notNull(),
  version: smallint('version').notNull(),
  new_trials: integer('new_trials').notNull(),
  new_paid: integer('new_paid').notNull(),
  trials_ended: integer('trials_ended').notNull(),
  conversions: integer('conversions').notNull(),
  cancellations: integer('cancellations').notNull(),
  /** Members' answers when leaving (issue 18): kind `reason` by reason, kind `offer` accepted / refused. */
  cancellation_reasons: jsonb('cancellation_reasons').$type<NamedCount[]>().notNull(),
  program_sales: integer('program_sales').notNull(),
  program_sales_cents: bigint('program_sales_cents', { mode: 'number' }).notNull(),
  /** Uses of each premium (`kind` premium) and program (`kind` program) promo code that day. */
  promo_redemptions: jsonb('promo_redemptions').$type<NamedCount[]>().notNull(),
  workouts: integer('workouts').notNull(),
  watch_seconds: bigint('watch_seconds', { mode: 'number' }).notNull(),
  /** Sign-ups, trials and first paid charges by source and landing page (issue 38). */
  sources: jsonb('sources').$type<SourceCount[]>().notNull().default([]),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members who trained on 3 days or more of a finished studio week (Sunday to Saturday). */
export const studioWeeks = pgTable('studio_weeks', {
  week_start: date('week_start', { mode: 'string' }).primaryKey(),
  time_zone: text('time_zone').notNull(),
  version: smallint('version').notNull(),
  members_trained: integer('members_trained').notNull(),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's cohorts (issue 40, decision 0056): for each studio month (`month`, its first day) and
 * each sign-up month up to it (`cohort`), the cohort's members then, and how many of them trained
 * and paid in that month. Rolled up by the hourly job (or the first read that misses a month); a
 * month that has ended is kept, the running one (`partial`) is made again.
 */
export const analyticsCohortMonths = pgTable(
  'analytics_cohort_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    cohort: date('cohort', { mode: 'string' }).notNull(),
    time_zone: text('time_zone').notNull(),
    version: smallint('version').notNull(),
    members: integer('members').notNull(),
    active: integer('active').notNull(),
    paying: integer('paying').notNull(),
    partial: boolean('partial').notNull(),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.month, t.cohort] })],
);

/**
 * The studio's own settings (issue 35): one row (`id` 1), changed by the owner in the console and
 * read by anyone. No row yet: every setting at its default.
 */
export const studioSettings = pgTable(
  'studio_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The language of members who chose none, and of visitors whose browser gives none we speak. */
    language: text('language').$type<Locale>().notNull().default('en'),
    /**
     * The currency the studio's amounts are in (issue 35), written at the first start after this
     * column came: STUDIO_CURRENCY may change only while no money has been recorded.
     */
    currency: text('currency'),
    /** A live class's replay (issue 37) is shown to members once transcoded, with no coach to publish it. */
    publish_replays: boolean('publish_replays').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('studio_settings_one_row', sql`${t.id} = 1`),
    check('studio_settings_language', sql`${t.language} in ('en', 'pt-BR', 'es')`),
  ],
);

/**
 * The storefront's content (issue 38): one row (`id` 1), written by the owner in the console; no
 * row yet, the storefront's own words. `content` is StorefrontContent (packages/shared), the hero
 * picture a public catalogue key.
 */
export const storefrontSettings = pgTable(
  'storefront_settings',
  {
    id: smallint('id').primaryKey().default(1),
    content: jsonb('content').$type<StorefrontContent>().notNull(),
    hero_image: text('hero_image'),
    /** Invite a friend (decision 0047): the inviter's free months, the invitee's first-period discount, a monthly cap. */
    invite_months: smallint('invite_months').notNull().default(1),
    invite_discount_percent: smallint('invite_discount_percent').notNull().default(50),
    invite_monthly_cap: smallint('invite_monthly_cap').notNull().default(5),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('storefront_settings_one_row', sql`${t.id} = 1`)],
);
