import type { CancellationReason } from '@studio/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { promoCodes, subscriptions } from './billing';

/**
 * A member's answer when leaving (issue 18, decision 0029): why (both optional), whether the one
 * offer was made and whether it was taken. A row is either a cancellation (`canceled_at`) or an
 * accepted offer (`offer_accepted_at`, the subscription runs on). Kept, detached, when the account
 * goes: the dashboard counts them by the studio day of `created_at` (the moment of the answer).
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    subscription_id: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id),
    reason: text('reason').$type<CancellationReason>(),
    text: text('text'),
    /** The offer was open to the member when they answered (the dialog shows it before cancelling). */
    offer_made: boolean('offer_made').notNull().default(false),
    offer_accepted_at: timestamp('offer_accepted_at', { withTimezone: true }),
    /** The member's own single-use code the accepted offer was made through. */
    promo_code_id: bigint('promo_code_id', { mode: 'number' }).references(() => promoCodes.id),
    /** The accepted offer: what each discounted charge costs, and how many charges. */
    discounted_cents: integer('discounted_cents'),
    billing_cycles: smallint('billing_cycles'),
    /** The first charge at full price again. */
    discount_until: timestamp('discount_until', { withTimezone: true }),
    canceled_at: timestamp('canceled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cancellations_user_idx').on(t.user_id, t.created_at),
    // The dashboard's rollup reads one studio day of answers (decision 0021).
    index('cancellations_created_idx').on(t.created_at),
    // A double click or a retry accepts once: one accepted offer per subscription.
    uniqueIndex('cancellations_one_accepted_idx')
      .on(t.subscription_id)
      .where(sql`${t.offer_accepted_at} is not null`),
  ],
);
