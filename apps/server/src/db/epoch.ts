import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp as whole epoch milliseconds in a float8, which both drivers read as a JS number (a
 * timestamp inside a computed column or JSON would come back as text in each driver's own format).
 * Rounded down: a moment something changes is never reported after it (PostgreSQL keeps microseconds).
 */
export const epochMs = (timestamp: SQL): SQL => sql`floor(extract(epoch from ${timestamp}) * 1000)::float8`;
