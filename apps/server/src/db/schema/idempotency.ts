import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The Idempotency-Keys of repeatable writes (decision 0019): each key is bound to the request it
 * came with (a hash of the route, its parameters and its body), and keeps that request's answer for
 * a repeat to be given again. A day old, a row is purged (purgeSpentTokens); with its member, it goes.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The member who sent it; none on sign-in, whose keys share one scope. */
    user_id: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 (base64url) of the method, route, parameters and body: what the key was first sent with. */
    request_hash: text('request_hash').notNull(),
    /** The first answer, once it succeeded (2xx) on a route whose answer may be kept. */
    status: smallint('status'),
    content_type: text('content_type'),
    answer: text('answer'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key_idx').on(sql`coalesce(${t.user_id}, 0)`, t.key),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
