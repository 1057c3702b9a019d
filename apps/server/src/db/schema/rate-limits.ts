import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters (issue 33), shared by every process on the database: one row a key
 * (`<route> <client address>`, `<route> member:<id>`...), the hits of its window and when the window
 * ends. rate-limiter-flexible's Drizzle store writes it (one upsert a counted request); the hourly
 * clean-up removes windows long over.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
