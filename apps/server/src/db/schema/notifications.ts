import type { NotificationKind } from '@studio/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Push notifications and reminders (issue 39, decision 0049): each device's Web Push subscription,
 * what a member wants to be told, and one row per thing told (member, kind, occasion), which is
 * what makes a reminder go once whatever the retries, restarts and processes.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const member = () =>
  bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A browser's subscription with its push service; the endpoint names the device, so it is unique. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    user_id: member(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.user_id),
  ],
);

/**
 * What a member wants to be told; a member without a row has the defaults (shared
 * `DEFAULT_NOTIFICATION_SETTINGS`) and a row is written with their first device or first change.
 */
export const notificationSettings = pgTable('notification_settings', {
  user_id: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<Record<NotificationKind, boolean>>().notNull(),
  /** HH:MM in the member's zone. */
  workout_time: text('workout_time').notNull(),
  quiet_start: text('quiet_start'),
  quiet_end: text('quiet_end'),
  mail_fallback: boolean('mail_fallback').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One thing to tell one member, once: (member, kind, occasion) is unique, so a sweep that runs
 * twice, or in two processes, queues it once, and its job sends it once (the row is locked and
 * marked in the transaction that sends). `outcome` says what became of it.
 */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: id(),
    // Not `user_id`: no answer a member reads is made from these rows, so their writes (100,000 in
    // a minute's sweep) notify no cache (migration 0007's row trigger is for the member's data).
    member_id: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What it is about: the member's day, a class, a week, a challenge... (kind-specific). */
    occasion: text('occasion').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** `push`, `mail`, `off` (switched off), `passed` (the occasion passed), `unreachable`. */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('member_notifications_occasion_idx').on(t.member_id, t.kind, t.occasion),
    check(
      'member_notifications_outcome',
      sql`${t.outcome} in ('push', 'mail', 'off', 'passed', 'unreachable')`,
    ),
  ],
);
