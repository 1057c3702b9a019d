import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { items, programDays, programProgress, programPurchases, programs } from '../../db/schema';
import { notFound } from '../../errors';

export type ProgramRow = typeof programs.$inferSelect;
export type PurchaseRow = typeof programPurchases.$inferSelect;

export type ProgramWithPurchase = { program: ProgramRow; purchase: PurchaseRow | null };

/** Offered to new buyers: neither gone from the catalogue file nor hidden in the console. */
export const isOffered = (program: Pick<ProgramRow, 'removed_at' | 'hidden_at'>): boolean =>
  program.removed_at === null && program.hidden_at === null;

/** The member's latest purchase of the program row `programs.id` (lateral: one row or none). */
const latestPurchase = (db: Db) =>
  db
    .select()
    .from(programPurchases)
    .where(
      and(
        eq(programPurchases.user_id, sql.placeholder('userId')),
        eq(programPurchases.program_id, programs.id),
      ),
    )
    .orderBy(desc(programPurchases.created_at), desc(programPurchases.id))
    .limit(1)
    .as('purchase');

const programsQuery = preparedOnce((db) => {
  const purchase = latestPurchase(db);
  return db
    .select({ program: programs, purchase: purchase._.selectedFields })
    .from(programs)
    .leftJoinLateral(purchase, sql`true`)
    .where(
      or(
        and(isNull(programs.removed_at), isNull(programs.hidden_at)),
        // One no longer offered stays in the list of the member whose rental of it runs.
        and(eq(purchase.status, 'active'), gt(purchase.ends_at, sql`now()`)),
      ),
    )
    .orderBy(asc(programs.position), asc(programs.id))
    .prepare('member_programs');
});

/**
 * Every program on offer, in catalogue order, with this member's latest purchase of it (one
 * statement); one hidden or gone from the catalogue only while this member's rental of it runs.
 */
export const listPrograms = async (db: Db, userId: number): Promise<ProgramWithPurchase[]> =>
  programsQuery(db).execute({ userId });

const programQuery = preparedOnce((db) => {
  const purchase = latestPurchase(db);
  return db
    .select({ program: programs, purchase: purchase._.selectedFields })
    .from(programs)
    .leftJoinLateral(purchase, sql`true`)
    .where(eq(programs.id, sql.placeholder('programId')))
    .limit(1)
    .prepare('member_program');
});

/** One program with this member's latest purchase of it; one not offered is gone unless the member bought it. */
export const findProgram = async (
  db: Db,
  userId: number,
  programId: number,
): Promise<ProgramWithPurchase> => {
  const [row] = await programQuery(db).execute({ userId, programId });
  if (!row || (!isOffered(row.program) && !row.purchase)) throw notFound('shared.programs.notFound');
  return row;
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

const programDetailsQuery = preparedOnce((db) => {
  const purchase = latestPurchase(db);
  // The program's days with their workouts, and whether the latest purchase has done each.
  const days = db
    .select({
      week: programDays.week,
      day: programDays.day,
      item_id: items.id,
      kind: items.kind,
      title: items.title,
      duration_seconds: items.duration_seconds,
      thumb: sql<string | null>`coalesce(${items.thumb}, ${items.image})`.as('day_thumb'),
      completed: sql<boolean>`${programProgress.purchase_id} is not null`.as('day_completed'),
    })
    .from(programDays)
    .innerJoin(items, eq(items.id, programDays.item_id))
    .leftJoin(
      programProgress,
      and(
        eq(programProgress.purchase_id, purchase.id),
        eq(programProgress.week, programDays.week),
        eq(programProgress.day, programDays.day),
      ),
    )
    .where(eq(programDays.program_id, programs.id))
    .as('days');
  return db
    .select({ program: programs, purchase: purchase._.selectedFields, day: days._.selectedFields })
    .from(programs)
    .leftJoinLateral(purchase, sql`true`)
    .leftJoinLateral(days, sql`true`)
    .where(eq(programs.id, sql.placeholder('programId')))
    .orderBy(asc(days.week), asc(days.day))
    .prepare('member_program_details');
});

/**
 * A program with this member's latest purchase of it and its days (whether that purchase has done
 * each), in one statement; a program not offered is gone unless the member bought it.
 */
export const loadProgramDetails = async (
  db: Db,
  userId: number,
  programId: number,
): Promise<ProgramWithPurchase & { days: ProgramDayRow[] }> => {
  const rows = await programDetailsQuery(db).execute({ userId, programId });
  const first = rows[0];
  if (!first || (!isOffered(first.program) && !first.purchase)) throw notFound('shared.programs.notFound');
  const days = rows.flatMap((row) => (row.day ? [row.day] : []));
  return { program: first.program, purchase: first.purchase, days };
};
