import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programDays, programPurchases, programs } from '../../db/schema';

/** The member's running rental (active and within its weeks) with its program, or null. */
export const activeProgram = async (db: Db, userId: number, now = new Date()) => {
  const [row] = await db
    .select({ purchase: programPurchases, program: programs })
    .from(programPurchases)
    .innerJoin(programs, eq(programs.id, programPurchases.program_id))
    .where(
      and(
        eq(programPurchases.user_id, userId),
        eq(programPurchases.status, 'active'),
        gt(programPurchases.ends_at, now),
      ),
    )
    .orderBy(desc(programPurchases.created_at))
    .limit(1);
  return row ?? null;
};

/**
 * The items a member may watch through a running rental, even if premium lapses (DESIGN 3a):
 * the workouts of the program they rent. One statement.
 */
export const rentedItemIds = async (db: Db, userId: number, now = new Date()): Promise<Set<number>> => {
  const rows = await db
    .selectDistinct({ id: programDays.item_id })
    .from(programPurchases)
    .innerJoin(programDays, eq(programDays.program_id, programPurchases.program_id))
    .where(
      and(
        eq(programPurchases.user_id, userId),
        eq(programPurchases.status, 'active'),
        gt(programPurchases.ends_at, sql`${now}`),
      ),
    );
  return new Set(rows.map((r) => r.id));
};
