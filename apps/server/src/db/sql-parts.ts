import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp as whole epoch milliseconds in a float8, which both drivers read as a JS number (a
 * timestamp inside a computed column or JSON would come back as text in each driver's own format).
 * Rounded down: a moment something changes is never reported after it (PostgreSQL keeps microseconds).
 */
export const epochMs = (timestamp: SQL): SQL => sql`floor(extract(epoch from ${timestamp}) * 1000)::float8`;

/**
 * A column always written with its table's name. Drizzle writes a column inside `sql` without it
 * in the select list of a one-table query, where a subquery would read `"id"` as its own table's:
 * every SQL fragment meant to be selected in another statement names its columns through this.
 */
export const col = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
