import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's data export (issue 19, decision 0033): one ZIP built by a job, stored as a private
 * file, downloadable through a signed, expiring link until `expires_at`, then removed by the
 * cleanup job. One export runs at a time per member (the partial unique index).
 */
export const memberExports = pgTable(
  'member_exports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    storage_key: text('storage_key'),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    ready_at: timestamp('ready_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('member_exports_user_idx').on(t.user_id, t.requested_at),
    uniqueIndex('member_exports_one_pending_idx').on(t.user_id).where(sql`${t.status} = 'pending'`),
    index('member_exports_expiry_idx').on(t.expires_at),
  ],
);
