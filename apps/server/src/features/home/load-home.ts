import { type LocalDay, localDay } from '@studio/shared';
import { and, asc, desc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  items,
  programDays,
  programProgress,
  programPurchases,
  programs,
  workoutSessions,
} from '../../db/schema';
import type { Member } from '../accounts';
import { type ItemRow, itemFields } from '../library';
import { loadMealPlan, type MealPlanRows, mealsOfDay } from '../nutrition';
import { activeProgram } from '../programs';

/**
 * What home brings together for a member (spec M2 "Home", M3 "Home data"): their program (running,
 * or completed with the congratulation still due), the workout due next, today in their time zone
 * (training or rest day, trained already), the last library workout, today's phrase and meals.
 * A fixed number of statements, whatever the length of the member's history (DESIGN 5).
 */

type ProgramRow = typeof programs.$inferSelect;
type PurchaseRow = typeof programPurchases.$inferSelect;

export type HomeRows = {
  day: LocalDay;
  program: { program: ProgramRow; purchase: PurchaseRow } | null;
  running: boolean;
  next: { week: number; day: number; row: ItemRow } | null;
  trainedToday: boolean;
  lastLibrary: ItemRow | null;
  phrase: { id: number; text: string } | null;
  plan: MealPlanRows | null;
  meals: Awaited<ReturnType<typeof mealsOfDay>>;
};

/** Days since 1970-01-01 of a local date: the daily phrase turns once a day, the same for everyone that day. */
const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

const phraseOfDay = async (db: Db, day: LocalDay): Promise<{ id: number; text: string } | null> => {
  const result = (await db.execute(sql`
    select id, text from daily_phrases order by position, id
    offset ${dayNumber(day.date)} % greatest((select count(*) from daily_phrases), 1) limit 1`)) as unknown as {
    rows: { id: number | string; text: string }[];
  };
  const row = result.rows[0];
  return row ? { id: Number(row.id), text: row.text } : null;
};

/** A completed program whose congratulation is still due (it has a prompt to show). */
const congratsDue = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ purchase: programPurchases, program: programs })
    .from(programPurchases)
    .innerJoin(programs, eq(programs.id, programPurchases.program_id))
    .where(
      and(
        eq(programPurchases.user_id, userId),
        eq(programPurchases.status, 'completed'),
        isNull(programPurchases.congrats_seen_at),
        isNotNull(programs.completion_prompt_url),
      ),
    )
    .orderBy(desc(programPurchases.completed_at))
    .limit(1);
  return row ?? null;
};

/** The first day of the purchase not done yet, with its workout. */
const nextProgramDay = async (db: Db, userId: number, programId: number, purchaseId: number) => {
  const [row] = await db
    .select({ week: programDays.week, day: programDays.day, item: itemFields(userId) })
    .from(programDays)
    .innerJoin(items, eq(items.id, programDays.item_id))
    .where(
      and(
        eq(programDays.program_id, programId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(programProgress)
            .where(
              and(
                eq(programProgress.purchase_id, purchaseId),
                eq(programProgress.week, programDays.week),
                eq(programProgress.day, programDays.day),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(programDays.week), asc(programDays.day))
    .limit(1);
  return row ? { week: row.week, day: row.day, row: row.item as unknown as ItemRow } : null;
};

/**
 * Whether the member trained on their day: with a running program, a day of it done today;
 * otherwise any workout finished today. Only the latest record is read, and its day is computed
 * here with the shared `localDay` (the same reading of the time zone as everywhere else).
 */
const trainedOn = async (db: Db, userId: number, day: LocalDay, zone: string, purchaseId: number | null) => {
  const [latest] =
    purchaseId === null
      ? await db
          .select({ at: workoutSessions.finished_at })
          .from(workoutSessions)
          .where(and(eq(workoutSessions.user_id, userId), isNotNull(workoutSessions.finished_at)))
          .orderBy(sql`${workoutSessions.finished_at} desc nulls last`)
          .limit(1)
      : await db
          .select({ at: programProgress.completed_at })
          .from(programProgress)
          .where(eq(programProgress.purchase_id, purchaseId))
          .orderBy(desc(programProgress.completed_at))
          .limit(1);
  return latest?.at ? localDay(latest.at, zone).date === day.date : false;
};

/** How far back "last library workout" looks: its cost stays the same however long the history. */
const RECENT_PLAYS = 50;

/** The on-demand video the member played last (within their last plays), other than the running program's. */
const lastLibraryWorkout = async (db: Db, userId: number, programId: number | null) => {
  const recent = sql`(
    select item_id, started_at from workout_sessions
    where user_id = ${userId} order by started_at desc limit ${RECENT_PLAYS}
  )`;
  const [row] = await db
    .select(itemFields(userId))
    .from(sql`${recent} as recent`)
    .innerJoin(items, sql`"items"."id" = recent.item_id`)
    .where(
      and(
        eq(items.store_id, 'on_demand'),
        isNull(items.removed_at),
        // The program's own workouts are the program's, not the library's.
        programId === null
          ? undefined
          : sql`not exists (select 1 from program_days pd where pd.program_id = ${programId} and pd.item_id = "items"."id")`,
      ),
    )
    .orderBy(sql`recent.started_at desc`)
    .limit(1);
  return (row as ItemRow | undefined) ?? null;
};

export const loadHome = async (db: Db, member: Member, now: Date): Promise<HomeRows> => {
  const { userId } = member;
  const zone = member.user.time_zone;
  const day = localDay(now, zone);
  const running = await activeProgram(db, userId, now);
  const program = running ?? (await congratsDue(db, userId));
  const next =
    running && program ? await nextProgramDay(db, userId, program.program.id, program.purchase.id) : null;
  const plan = running ? await loadMealPlan(db, userId, running.purchase.id) : null;
  return {
    day,
    program,
    running: running !== null,
    next,
    trainedToday: await trainedOn(db, userId, day, zone, running?.purchase.id ?? null),
    lastLibrary: await lastLibraryWorkout(db, userId, running?.program.id ?? null),
    phrase: await phraseOfDay(db, day),
    plan,
    meals: plan ? await mealsOfDay(db, userId, plan, day) : [],
  };
};
