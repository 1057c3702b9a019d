import { messages } from '@studio/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, programDays, programProgress, programPurchases, programs } from '../../db/schema';
import { notFound } from '../../errors';

export type ProgramRow = typeof programs.$inferSelect;
export type PurchaseRow = typeof programPurchases.$inferSelect;

export type ProgramWithPurchase = { program: ProgramRow; purchase: PurchaseRow | null };

/** The member's latest purchase of each program (or of one), newest first per program. */
const latestPurchases = async (
  db: Db,
  userId: number,
  programId?: number,
): Promise<Map<number, PurchaseRow>> => {
  const rows = await db
    .selectDistinctOn([programPurchases.program_id])
    .from(programPurchases)
    .where(
      and(
        eq(programPurchases.user_id, userId),
        programId === undefined ? undefined : eq(programPurchases.program_id, programId),
      ),
    )
    .orderBy(programPurchases.program_id, desc(programPurchases.created_at), desc(programPurchases.id));
  return new Map(rows.map((row) => [row.program_id, row]));
};

/** Every program on offer, in catalogue order, with this member's latest purchase of it (two statements). */
export const listPrograms = async (db: Db, userId: number): Promise<ProgramWithPurchase[]> => {
  const rows = await db
    .select()
    .from(programs)
    .where(isNull(programs.removed_at))
    .orderBy(asc(programs.position));
  const purchases = await latestPurchases(db, userId);
  return rows.map((program) => ({ program, purchase: purchases.get(program.id) ?? null }));
};

/** One program with this member's latest purchase of it; a removed one is gone unless the member bought it. */
export const findProgram = async (
  db: Db,
  userId: number,
  programId: number,
): Promise<ProgramWithPurchase> => {
  const [program] = await db.select().from(programs).where(eq(programs.id, programId)).limit(1);
  const purchase = program ? ((await latestPurchases(db, userId, programId)).get(programId) ?? null) : null;
  if (!program || (program.removed_at && !purchase)) throw notFound(messages.programNotFound);
  return { program, purchase };
};

export type ProgramDayRow = {
  week: number;
  day: number;
  item_id: number;
  kind: string;
  title: string;
  duration_seconds: number;
  thumb: string | null;
  completed: boolean;
};

/** A program's days with their workouts, and whether `purchaseId` has done each, in one statement. */
export const loadProgramDays = async (
  db: Db,
  programId: number,
  purchaseId: number | null,
): Promise<ProgramDayRow[]> =>
  db
    .select({
      week: programDays.week,
      day: programDays.day,
      item_id: items.id,
      kind: items.kind,
      title: items.title,
      duration_seconds: items.duration_seconds,
      thumb: sql<string | null>`coalesce(${items.thumb}, ${items.image})`,
      completed: sql<boolean>`${programProgress.purchase_id} is not null`,
    })
    .from(programDays)
    .innerJoin(items, eq(items.id, programDays.item_id))
    .leftJoin(
      programProgress,
      and(
        eq(programProgress.purchase_id, purchaseId ?? 0),
        eq(programProgress.week, programDays.week),
        eq(programProgress.day, programDays.day),
      ),
    )
    .where(eq(programDays.program_id, programId))
    .orderBy(asc(programDays.week), asc(programDays.day));
