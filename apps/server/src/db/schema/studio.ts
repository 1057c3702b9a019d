import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
