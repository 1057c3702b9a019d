import type { MessageId } from '@studio/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProgramPromos, programPromoCodes } from '../../db/schema';
import { validationError } from '../../errors';

export type ProgramPromoRow = typeof programPromoCodes.$inferSelect;

/** The sandbox's demo program code, never seeded with a real payment provider. */
export const DEMO_PROGRAM_PROMO = { code: 'PROGRAM15', percent: 15 } as const;

/** Why a promo cannot be used now, or null when it can (for this program). */
const refusal = (
  promo: ProgramPromoRow | undefined,
  programId: number | null,
  now: Date,
): MessageId | null => {
  if (!promo || (promo.program_id !== null && programId !== null && promo.program_id !== programId))
    return 'shared.programs.promoUnknown';
  if (promo.valid_until && promo.valid_until <= now) return 'shared.programs.promoExpired';
  if (promo.max_redemptions !== null && promo.redemptions >= promo.max_redemptions)
    return 'shared.programs.promoExpired';
  if (promo.paused_at) return 'shared.programs.promoPaused';
  return null;
};

/**
 * Validates a code (case-insensitive) for a program and remembers that this member knows it, so
 * that its id counts at purchase. A code that can't be used is a 400 naming `code`.
 */
export const validateProgramPromo = async ({
  db,
  userId,
  code,
  programId,
  now = new Date(),
}: {
  db: Db;
  userId: number;
  code: string;
  programId: number | null;
  now?: Date;
}): Promise<ProgramPromoRow> => {
  const [promo] = await db
    .select()
    .from(programPromoCodes)
    .where(eq(sql`lower(${programPromoCodes.code})`, code.trim().toLowerCase()))
    .limit(1);
  const why = refusal(promo, programId, now);
  if (why || !promo) throw validationError({ code: [why ?? 'shared.programs.promoUnknown'] });
  await db
    .insert(memberProgramPromos)
    .values({ user_id: userId, promo_code_id: promo.id })
    .onConflictDoNothing();
  return promo;
};

/** The promo a purchase names, if this member validated it and it still applies; otherwise a 400 naming the field. */
export const usableProgramPromo = async ({
  db,
  userId,
  promoId,
  programId,
  now = new Date(),
}: {
  db: Db;
  userId: number;
  promoId: number;
  programId: number;
  now?: Date;
}): Promise<ProgramPromoRow> => {
  const [row] = await db
    .select({ promo: programPromoCodes })
    .from(memberProgramPromos)
    .innerJoin(programPromoCodes, eq(programPromoCodes.id, memberProgramPromos.promo_code_id))
    .where(and(eq(memberProgramPromos.user_id, userId), eq(memberProgramPromos.promo_code_id, promoId)))
    .limit(1);
  const why = refusal(row?.promo, programId, now);
  if (why || !row) throw validationError({ program_promo_code_id: [why ?? 'shared.programs.promoUnknown'] });
  return row.promo;
};

/**
 * Counts a use of the promo (inside the purchase's transaction), only while it is under its limit,
 * not paused and not ended: one statement, so two members racing for the last use cannot both
 * get it; the loser's purchase is refused and rolled back.
 */
export const redeemProgramPromo = async (db: Db, promoId: number): Promise<void> => {
  const [row] = await db
    .update(programPromoCodes)
    .set({ redemptions: sql`${programPromoCodes.redemptions} + 1` })
    .where(
      and(
        eq(programPromoCodes.id, promoId),
        or(
          isNull(programPromoCodes.max_redemptions),
          lt(programPromoCodes.redemptions, programPromoCodes.max_redemptions),
        ),
        or(isNull(programPromoCodes.valid_until), sql`${programPromoCodes.valid_until} > ${new Date()}`),
        isNull(programPromoCodes.paused_at),
      ),
    )
    .returning({ id: programPromoCodes.id });
  if (!row) throw validationError({ program_promo_code_id: ['shared.programs.promoExpired'] });
};

/** Seeds the sandbox's demo code once (idempotent). */
export const seedProgramPromo = async (db: Db): Promise<void> => {
  await db
    .insert(programPromoCodes)
    .values({ code: DEMO_PROGRAM_PROMO.code, percent: DEMO_PROGRAM_PROMO.percent })
    .onConflictDoNothing();
};
