import { localDay } from '@studio/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { programDays, programProgress, programPurchases } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { activeProgram } from './active-program';

/**
 * A day of the program (the `program_days` row in scope) not done yet in purchase `purchaseId`: the
 * one condition home's "due next" and the progress of a finished workout share.
 */
export const programDayNotDone = (purchaseId: SQL | number): SQL =>
  sql`not exists (select 1 from ${programProgress} where ${col(programProgress.purchase_id)} = ${purchaseId}
    and ${col(programProgress.week)} = ${col(programDays.week)} and ${col(programProgress.day)} = ${col(programDays.day)})`;

/**
 * A finished workout (the library's playback rule) marks the first day of the running program
 * that has this workout and is not done yet; when no day is left the program is completed.
 * At most one program day is done per calendar day in the member's time zone (decision 0015): a
 * second session finished the same day counts as a workout, not as the program's next day.
 * Answers whether a day was marked and whether the program was completed by this call.
 */
export const recordProgramProgress = async ({
  db: root,
  userId,
  itemId,
  timeZone,
  now = new Date(),
}: {
  db: Db;
  userId: number;
  itemId: number;
  timeZone: string;
  now?: Date;
}) => {
  const running = await activeProgram(root, userId);
  if (!running) return { marked: false, completed: false };
  const purchaseId = running.purchase.id;
  return root.transaction(async (db) => {
    // One finish at a time per purchase: two sessions finished together cannot both take today.
    await db
      .select({ id: programPurchases.id })
      .from(programPurchases)
      .where(eq(programPurchases.id, purchaseId))
      .for('update');
    const [latest] = await db
      .select({ at: sql<number | null>`${epochMs(sql`max(${programProgress.completed_at})`)}` })
      .from(programProgress)
      .where(eq(programProgress.purchase_id, purchaseId));
    const today = localDay(now, timeZone).date;
    if (latest?.at != null && localDay(new Date(Number(latest.at)), timeZone).date === today) {
      return { marked: false, completed: false };
    }
    const [next] = await db
      .select({ week: programDays.week, day: programDays.day })
      .from(programDays)
      .where(
        and(
          eq(programDays.program_id, running.program.id),
          eq(programDays.item_id, itemId),
          programDayNotDone(purchaseId),
        ),
      )
      .orderBy(asc(programDays.week), asc(programDays.day))
      .limit(1);
    if (!next) return { marked: false, completed: false };
    await db
      .insert(programProgress)
      .values({ purchase_id: purchaseId, ...next, completed_at: now })
      .onConflictDoNothing();
    // Completed once every day is done; the status guard makes it happen once.
    const done = await rowsOf(
      db,
      sql`
    update program_purchases set status = 'completed', completed_at = ${now}
    where id = ${purchaseId} and status = 'active'
      and (select count(*) from program_progress where purchase_id = ${purchaseId})
        >= (select count(*) from program_days where program_id = ${running.program.id})
    returning id`,
    );
    return { marked: true, completed: done.length > 0 };
  });
};

/** The member saw the completion prompt: recorded once, on their latest purchase of the program. */
export const markCongratsSeen = async ({
  db,
  userId,
  programId,
}: {
  db: Db;
  userId: number;
  programId: number;
}) => {
  const updated = await db
    .update(programPurchases)
    .set({ congrats_seen_at: sql`coalesce(${programPurchases.congrats_seen_at}, now())` })
    .where(
      and(
        eq(programPurchases.user_id, userId),
        eq(programPurchases.program_id, programId),
        eq(programPurchases.status, 'completed'),
      ),
    )
    .returning({ id: programPurchases.id });
  return updated.length > 0;
};
