import { addWorkoutDay, type StreakState } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client';
import { memberProfiles, memberStreaks } from '../../db/schema';
import { col } from '../../db/sql-parts';

/** A streak row as SQL JSON (the user object's and home's statements) or a plain read. */
export const StreakRowJson = z
  .object({
    open_week: z.string().nullable(),
    open_days: z.number(),
    current: z.number(),
    best: z.number(),
    freeze_month: z.string().nullable(),
  })
  .nullable()
  .transform(
    (row): StreakState =>
      row
        ? {
            openWeek: row.open_week,
            openDays: row.open_days,
            current: row.current,
            best: row.best,
            freezeMonth: row.freeze_month,
          }
        : { openWeek: null, openDays: 0, current: 0, best: 0, freezeMonth: null },
  );

/** The member's streak row as one JSON value, for a statement that reads the member's row. */
export const streakJson = (userId: unknown) => sql`(select json_build_object(
    'open_week', ${col(memberStreaks.open_week)}, 'open_days', ${col(memberStreaks.open_days)},
    'current', ${col(memberStreaks.current)}, 'best', ${col(memberStreaks.best)},
    'freeze_month', ${col(memberStreaks.freeze_month)})
  from ${memberStreaks} where ${col(memberStreaks.user_id)} = ${userId})`;

/**
 * Moves the member's streak on for a new workout day (`day`, their calendar day), under a lock of
 * the row: weeks closed since the last one are folded in, against the goal the member has now.
 */
export const recordStreakDay = async (
  db: Db,
  { userId, day }: { userId: number; day: string },
): Promise<void> => {
  await db.execute(sql`insert into ${memberStreaks} (user_id) values (${userId}) on conflict do nothing`);
  const rows = await rowsOf<{ streak: unknown; goal: number | null }>(
    db,
    sql`
    select ${streakJson(userId)} as streak,
      (select ${col(memberProfiles.weekly_goal)} from ${memberProfiles} where ${col(memberProfiles.user_id)} = ${userId}) as goal
    from ${memberStreaks} where ${col(memberStreaks.user_id)} = ${userId} for update`,
  );
  const [row] = rows;
  if (!row) return;
  const next = addWorkoutDay(StreakRowJson.parse(row.streak), day, row.goal ?? 1);
  await db.execute(sql`update ${memberStreaks} set open_week = ${next.openWeek}::date, open_days = ${next.openDays},
      current = ${next.current}, best = ${next.best}, freeze_month = ${next.freezeMonth}
    where ${col(memberStreaks.user_id)} = ${userId}`);
};
