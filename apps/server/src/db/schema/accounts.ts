import type { InviteRefusal, InviteStatus, Locale, StaffRole, WorkoutDays } from '@studio/shared';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    last_name: text('last_name').notNull(),
    /** Stored lower-cased; the unique index makes e-mail unique case-insensitively. */
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    avatar_key: text('avatar_key'),
    birthday: date('birthday', { mode: 'string' }),
    time_zone: text('time_zone').notNull().default('UTC'),
    measurement_standard: smallint('measurement_standard').notNull().default(2),
    referral_token: text('referral_token'),
    /**
     * The member's own invite code (issue 38), made by the database for every member: their invite
     * link is the sign-up page with it as `referral_token` (spec A2).
     */
    invite_code: text('invite_code')
      .notNull()
      .default(sql`lower(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10))`),
    apple_rc_sync: boolean('apple_rc_sync').notNull().default(false),
    need_to_configure_days: boolean('need_to_configure_days').notNull().default(false),
    /** Issue 17: `member` (everyone), `coach` or `owner` (the studio console's staff). */
    role: text('role').$type<StaffRole>().notNull().default('member'),
    /** Issue 18: reminder mails (trial, grace, pause ending soon); receipts always go. */
    reminder_mails: boolean('reminder_mails').notNull().default(true),
    /** Issue 35: the member's language (one of LOCALES); null is the studio's default. */
    language: text('language').$type<Locale>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_invite_code_idx').on(t.invite_code),
    check('users_role', sql`${t.role} in ('member', 'coach', 'owner')`),
    check('users_language', sql`${t.language} in ('en', 'pt-BR', 'es')`),
    // The console's staff list and the last-owner check read the few staff rows only.
    index('users_staff_idx').on(t.role).where(sql`${t.role} <> 'member'`),
    // The console's members, newest first, and its search by any part of the e-mail or the name
    // (trigrams; issue 40: 320 ms and more for a million members without them).
    index('users_newest_idx').on(t.created_at, t.id),
    index('users_email_search_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_search_idx').using('gin', sql`lower(${t.name} || ' ' || ${t.last_name}) gin_trgm_ops`),
  ],
);

/** The member profile created at onboarding (DESIGN 3a); one per member. */
export const memberProfiles = pgTable('member_profiles', {
  user_id: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekly_goal: smallint('weekly_goal').notNull(),
  workout_days: jsonb('workout_days').$type<WorkoutDays>().notNull(),
  nutrition: smallint('nutrition'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is shown once and never stored. */
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.token_hash),
    index('password_resets_user_idx').on(t.user_id),
  ],
);

/**
 * One row, rewritten by every GET /api/health: a database that can read but not write (a full
 * disk) is not healthy (issue 14). No member data, so no change notification.
 */
export const healthBeats = pgTable('health_beats', {
  id: smallint('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * Where a member came from (issue 38), kept with the sign-up: `source` is the first visit's
 * `utm_source`, else `invite` for a referral token, else the referring site's host, else `direct`.
 */
export const memberSources = pgTable(
  'member_sources',
  {
    user_id: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    medium: text('medium'),
    campaign: text('campaign'),
    referrer: text('referrer'),
    landing_page: text('landing_page'),
    /** The browser the member signed up in (a random id it keeps): an invite from the same one is no invite. */
    device: text('device'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_sources_source_idx').on(t.source),
    // The dashboard counts a window's sign-ups by source (issue 38).
    index('member_sources_created_idx').on(t.created_at),
  ],
);

/**
 * Invites (issue 38): a member who signed up with another's invite code. `status`: `joined`, or
 * `refused` when the invite is the inviter's own (`refusal`: the same e-mail or the same browser);
 * rewards come with a later change. One inviter per member.
 */
export const invites = pgTable(
  'invites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inviter_id: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitee_id: bigint('invitee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * joined: signed up with the code; refused: never rewarded (`refusal` says why); rewarded: the
     * invitee's first paid charge settled and both rewards were given; revoked: that charge was
     * refunded or reversed and the rewards taken back (decision 0047).
     */
    status: text('status').$type<InviteStatus>().notNull(),
    refusal: text('refusal').$type<InviteRefusal>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The invitee's charge that earned the rewards (their first settled one), and when. */
    payment_id: bigint('payment_id', { mode: 'number' }),
    rewarded_at: timestamp('rewarded_at', { withTimezone: true }),
    /** The invitee's reward: the part of that charge given back, and the provider's refund id. */
    invitee_refund_cents: integer('invitee_refund_cents'),
    invitee_refund_id: text('invitee_refund_id'),
    /** The inviter's reward, as the studio set it when the invite was rewarded: its free months, then their grant. */
    inviter_months: smallint('inviter_months'),
    /** The premium grant those months became (`premium_grants`), once given. */
    grant_id: bigint('grant_id', { mode: 'number' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invites_invitee_idx').on(t.invitee_id),
    index('invites_inviter_idx').on(t.inviter_id, t.created_at),
    index('invites_payment_idx').on(t.payment_id),
    check('invites_status', sql`${t.status} in ('joined', 'refused', 'rewarded', 'revoked')`),
  ],
);

/**
 * Invites a member mailed to a friend (issue 38): one row per friend's address, the newest sending's
 * time kept. A friend who signs up with the code is an `invites` row; until then the member sees the
 * address as sent.
 */
export const inviteMails = pgTable(
  'invite_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inviter_id: bigint('inviter_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invite_mails_inviter_email_idx').on(t.inviter_id, t.email),
    index('invite_mails_sent_idx').on(t.inviter_id, t.sent_at),
  ],
);

/**
 * Premium given without a charge of its own (decision 0047): an inviter's free months, a redeemed gift (0048). Premium
 * while `starts_at <= now < ends_at` and not revoked. One that extends a running subscription has
 * `subscription_id`: the subscription's billing was moved by the same months.
 */
export const premiumGrants = pgTable(
  'premium_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'invite' | 'gift'>().notNull(),
    months: smallint('months').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    subscription_id: bigint('subscription_id', { mode: 'number' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('premium_grants_user_idx').on(t.user_id, t.ends_at),
    check('premium_grants_kind', sql`${t.kind} in ('invite', 'gift')`),
    check('premium_grants_period', sql`${t.ends_at} > ${t.starts_at}`),
  ],
);

/**
 * Every card a member has paid with, by the provider's fingerprint of its number (Braintree's
 * `unique_number_identifier`): an invite paid for with the inviter's own card is never rewarded.
 */
export const cardFingerprints = pgTable(
  'card_fingerprints',
  {
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.fingerprint] }),
    index('card_fingerprints_fingerprint_idx').on(t.fingerprint),
  ],
);
