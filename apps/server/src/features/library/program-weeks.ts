import { changedReachedWeek, programEditorMessages } from '@studio/shared';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { programDays, programProgress, programPurchases } from '../../db/schema';
import { col } from '../../db/sql-parts';
import { AppError, type Refusal } from '../../errors';

/**
 * A program's weeks once members are in it (issue 17), the one rule for the console and the
 * catalogue importer alike: a week a member with a running rental has reached keeps its days, and
 * the days a week stay while anyone follows it; running rentals last as many weeks as the program.
 * It lives in the library, beside the catalogue importer, because programs build on the library
 * (never the other way): the console's program editor reads it through the library's index.
 */

const WEEK_SECONDS = 7 * 86_400;

/** A running rental: active and within its weeks at `now`. */
const running = (now: Date): SQL =>
  sql`${col(programPurchases.status)} = 'active' and ${col(programPurchases.ends_at)} > ${now}`;

/**
 * The week a purchase has reached: the later of its calendar week (counted from the purchase) and
 * the furthest week with a day done (a member may train ahead of the calendar).
 */
const reachedWeek = (now: Date): SQL =>
  sql`greatest(
    floor(extract(epoch from (${now}::timestamptz - ${col(programPurchases.starts_at)})) / ${WEEK_SECONDS})::int + 1,
    coalesce((select max(${col(programProgress.week)}) from ${programProgress}
      where ${col(programProgress.purchase_id)} = ${col(programPurchases.id)}), 0))`;

export type ProgramStanding = {
  /** Purchases ever made (refunded ones too: accounting keeps them). */
  purchases: number;
  /** Rentals running now. */
  in_progress: number;
  /** The furthest week a running rental has reached, or null when none runs. */
  furthest_week: number | null;
};

const NOBODY: ProgramStanding = { purchases: 0, in_progress: 0, furthest_week: null };

/** Where members stand in each of the programs (all of them without `programIds`), in one statement. */
export const programStandings = async (
  db: Db,
  programIds?: number[],
  now = new Date(),
): Promise<Map<number, ProgramStanding>> => {
  const rows = await db
    .select({
      program_id: programPurchases.program_id,
      purchases: sql<number>`count(*)::int`,
      in_progress: sql<number>`(count(*) filter (where ${running(now)}))::int`,
      furthest_week: sql<number | null>`(max(${reachedWeek(now)}) filter (where ${running(now)}))::int`,
    })
    .from(programPurchases)
    .where(programIds ? inArray(programPurchases.program_id, programIds) : undefined)
    .groupBy(programPurchases.program_id);
  return new Map(
    rows.map(({ program_id, ...standing }) => [
      program_id,
      { ...standing, furthest_week: standing.furthest_week ?? null },
    ]),
  );
};

export const programStanding = async (db: Db, programId: number, now = new Date()) =>
  (await programStandings(db, [programId], now)).get(programId) ?? NOBODY;

/** A program's weeks as the workout ids of their days, in order. */
export const programWeekItems = async (db: Db, programId: number): Promise<number[][]> => {
  const rows = await db
    .select({ week: programDays.week, item_id: programDays.item_id })
    .from(programDays)
    .where(eq(programDays.program_id, programId))
    .orderBy(asc(programDays.week), asc(programDays.day));
  const weeks: number[][] = [];
  for (const row of rows) {
    const days = weeks[row.week - 1] ?? [];
    days.push(row.item_id);
    weeks[row.week - 1] = days;
  }
  return weeks;
};

export type WeeksFault = { field: 'weeks' | 'week_required_days'; message: Refusal };

/**
 * Why the program cannot take these weeks now, or null: a reached week changed or gone, or the
 * days a week changed while members follow it. Call with the program's row locked.
 */
export const weeksChangeFault = async (
  db: Db,
  programId: number,
  change: { weeks: number[][]; weekRequiredDays: number; currentDaysAWeek: number },
  now = new Date(),
): Promise<WeeksFault | null> => {
  const standing = await programStanding(db, programId, now);
  if (standing.in_progress === 0) return null;
  if (change.weekRequiredDays !== change.currentDaysAWeek)
    return { field: 'week_required_days', message: programEditorMessages.daysAWeekInUse };
  const week = changedReachedWeek(
    await programWeekItems(db, programId),
    change.weeks,
    standing.furthest_week,
  );
  return week === null ? null : { field: 'weeks', message: programEditorMessages.weekInUse(week) };
};

/** The console's refusal of a fault: 409, at the field it names. */
export const weeksInUse = (fault: WeeksFault) =>
  new AppError('program_weeks_in_use', fault.message, { [fault.field]: [fault.message] });

/**
 * After a program's weeks changed: its running rentals last its new number of weeks from their
 * start (an appended week is theirs to do), and one whose every remaining day is done is completed.
 */
export const fitRunningRentals = async (db: Db, programId: number, weeks: number, now = new Date()) => {
  await rowsOf(
    db,
    sql`update ${programPurchases}
      set ends_at = ${col(programPurchases.starts_at)} + make_interval(secs => ${weeks * WEEK_SECONDS})
      where ${col(programPurchases.program_id)} = ${programId} and ${running(now)}`,
  );
  await rowsOf(
    db,
    sql`update ${programPurchases} set status = 'completed', completed_at = ${now}
      where ${col(programPurchases.program_id)} = ${programId} and ${running(now)}
        and (select count(*) from ${programProgress} where ${col(programProgress.purchase_id)} = ${col(programPurchases.id)})
          >= (select count(*) from ${programDays} where ${col(programDays.program_id)} = ${programId})`,
  );
};
