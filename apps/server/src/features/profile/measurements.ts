import { MEASUREMENT_KEYS, type MeasurementSet, profileMessages } from '@studio/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { measurementSets } from '../../db/schema';
import { notFound } from '../../errors';

type SetRow = typeof measurementSets.$inferSelect;
export type MeasurementValues = { measurement_standard: 1 | 2 } & Partial<
  Record<(typeof MEASUREMENT_KEYS)[number], number | null>
>;

export const presentMeasurement = (row: SetRow): MeasurementSet => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  measurement_standard: row.measurement_standard === 1 ? 1 : 2,
  ...(Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, row[key]])) as Record<
    (typeof MEASUREMENT_KEYS)[number],
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

export const addMeasurement = async (db: Db, userId: number, values: MeasurementValues): Promise<SetRow> => {
  const [row] = await db
    .insert(measurementSets)
    .values({
      user_id: userId,
      // The server's clock, like the stats' periods (not the database's).
      created_at: new Date(),
      measurement_standard: values.measurement_standard,
      ...Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, values[key] ?? null])),
    })
    .returning();
  return row as SetRow;
};

/** Deletes one of the member's sets; another member's (or none) is a 404. */
export const deleteMeasurement = async (db: Db, userId: number, setId: number): Promise<void> => {
  const gone = await db
    .delete(measurementSets)
    .where(and(eq(measurementSets.id, setId), eq(measurementSets.user_id, userId)))
    .returning({ id: measurementSets.id });
  if (gone.length === 0) throw notFound(profileMessages.measurementNotFound);
};
