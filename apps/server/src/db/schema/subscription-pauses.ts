import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { subscriptions } from './billing';

/**
 * A member's pauses of premium (issue 18, decision 0028), kept after they end: the once-a-year
 * rule reads them. One pause stands at most per subscription (`resumed_at` null).
 */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscription_id: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id),
    months: smallint('months').notNull(),
    paused_at: timestamp('paused_at', { withTimezone: true }).notNull(),
    /** When billing resumes by itself. */
    resumes_at: timestamp('resumes_at', { withTimezone: true }).notNull(),
    /** Set when the "resuming soon" reminder was queued (or skipped), so the sweep looks once. */
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    resumed_at: timestamp('resumed_at', { withTimezone: true }),
    /** `date`: the scheduled job; `member`: by hand; `ended`: cancelled or replaced while paused. */
    resumed_by: text('resumed_by').$type<'date' | 'member' | 'ended' | 'declined'>(),
    /** Resumes the card declined (the sweep tries once a day, RESUME_ATTEMPTS times). */
    resume_attempts: smallint('resume_attempts').notNull().default(0),
    /** No resume before then, after a declined one. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('subscription_pauses_user_idx').on(t.user_id, t.paused_at),
    uniqueIndex('subscription_pauses_open_idx').on(t.subscription_id).where(sql`${t.resumed_at} is null`),
    index('subscription_pauses_due_idx').on(t.resumes_at).where(sql`${t.resumed_at} is null`),
  ],
);
