import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programPurchases, programs } from '../../db/schema';

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
