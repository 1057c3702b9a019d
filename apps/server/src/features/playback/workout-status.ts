import type { ItemKind, WorkoutStatus } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

/**
 * The member's state of one item: finished how often, last started and finished (spec M4 "status in
 * its store"), and where they stopped watching it (issue 19), in one statement.
 */
export const workoutStatus = async (
  db: Db,
  { userId, itemId, kind }: { userId: number; itemId: number; kind: ItemKind },
): Promise<WorkoutStatus> => {
  const [row] = await rowsOf<{
    times_completed: number;
    last_started_at: Date | string | null;
    last_finished_at: Date | string | null;
    position_seconds: number | null;
  }>(
    db,
    sql`
    select count(finished_at)::int as times_completed, max(started_at) as last_started_at, max(finished_at) as last_finished_at,
      (select seconds from playback_positions p where p.user_id = ${userId} and p.item_id = ${itemId}) as position_seconds
    from workout_sessions where user_id = ${userId} and item_id = ${itemId}`,
  );
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    id: itemId,
    kind,
    completed: (row?.times_completed ?? 0) > 0,
    times_completed: row?.times_completed ?? 0,
    last_started_at: iso(row?.last_started_at),
    last_finished_at: iso(row?.last_finished_at),
    position_seconds: row?.position_seconds ?? null,
  };
};
