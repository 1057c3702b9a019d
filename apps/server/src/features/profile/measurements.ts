import { MEASUREMENT_KEYS, type MeasurementKey, type MeasurementSet } from '@studio/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { measurementSets } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { notFound } from '../../errors';

/** A set as the member sees it (the client's Idempotency-Key stays on the server). */
export type SetRow = Omit<typeof measurementSets.$inferSelect, 'request_key'>;
export type MeasurementValues = { measurement_standard: 1 | 2 } & Partial<
  Record<MeasurementKey, number | null>
>;

/**
 * A set's row (the request key left out) as a JSON object, for a statement that reads sets beside
 * other data (the user object's, the progress charts'): its moment as epoch ms. `SetJson` reads it back.
 */
export const setJsonObject: SQL = sql`json_build_object(${sql.join(
  (['id', 'user_id', 'measurement_standard', ...MEASUREMENT_KEYS] as const).map(
    (key) => sql`${sql.raw(`'${key}'`)}, ${col(measurementSets[key])}`,
  ),
  sql`, `,
)}, 'created_at', ${epochMs(col(measurementSets.created_at))})`;

const measure = z.number().nullable();
export const SetJson = z.object({
  id: z.number(),
  user_id: z.number(),
  measurement_standard: z.number(),
  ...(Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, measure])) as Record<
    MeasurementKey,
    typeof measure
  >),
  created_at: z.number().transform((ms) => new Date(ms)),
}) satisfies z.ZodType<SetRow>;

export const presentMeasurement = (row: SetRow): MeasurementSet => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  measurement_standard: row.measurement_standard === 1 ? 1 : 2,
  ...(Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, row[key]])) as Record<
    MeasurementKey,
    number | null
  >),
});

const measurementsQuery = preparedOnce((db) =>
  db
    .select()
    .from(measurementSets)
    .where(eq(measurementSets.user_id, sql.placeholder('userId')))
    .orderBy(desc(measurementSets.created_at), desc(measurementSets.id))
    .prepare('member_measurements'),
);

/** The member's sets, newest first (spec M2): one prepared statement. */
export const listMeasurements = async (db: Db, userId: number): Promise<SetRow[]> =>
  measurementsQuery(db).execute({ userId });

/**
 * Adds a set. With the client's Idempotency-Key (decision 0019) a set sent again is the set made the
 * first time, in one statement (a unique index on the member and key decides, whichever process or
 * connection the repeat reaches). The key is bound to the request's values before this runs
 * (lib/idempotency.ts): another set under the same key never gets here.
 */
export const addMeasurement = async (
  db: Db,
  userId: number,
  values: MeasurementValues,
  requestKey: string | null = null,
): Promise<SetRow> => {
  const measures = Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, values[key] ?? null]));
  const [row] = await db
    .insert(measurementSets)
    .values({
      user_id: userId,
      // The server's clock, like the stats' periods (not the database's).
      created_at: new Date(),
      measurement_standard: values.measurement_standard,
      ...measures,
      request_key: requestKey,
    })
    .onConflictDoNothing({ target: [measurementSets.user_id, measurementSets.request_key] })
    .returning();
  if (row) return row;
  const [made] = await db
    .select()
    .from(measurementSets)
    .where(and(eq(measurementSets.user_id, userId), eq(measurementSets.request_key, requestKey ?? '')));
  if (!made) throw new Error('measurement set: the key conflicted, yet no set has it');
  return made;
};

/** Deletes one of the member's sets; another member's (or none) is a 404. */
export const deleteMeasurement = async (db: Db, userId: number, setId: number): Promise<void> => {
  const gone = await db
    .delete(measurementSets)
    .where(and(eq(measurementSets.id, setId), eq(measurementSets.user_id, userId)))
    .returning({ id: measurementSets.id });
  if (gone.length === 0) throw notFound('shared.profile.measurementNotFound');
};
