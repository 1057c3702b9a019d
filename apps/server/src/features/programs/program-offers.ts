import { offerMessages, offerState, type ProgramOffer, type ProgramOfferValues } from '@studio/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programPromoCodes, programs } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type OfferAction, offerChange, offerEnd } from '../billing';
import type { ProgramPromoRow } from './program-promo-codes';

export type ProgramOfferRow = ProgramPromoRow & { program_title: string | null };

export const presentProgramOffer = (row: ProgramOfferRow): ProgramOffer => ({
  id: row.id,
  code: row.code,
  state: offerState(row),
  percent: row.percent,
  program: row.program_id === null ? null : { id: row.program_id, title: row.program_title ?? '' },
  valid_until: row.valid_until?.toISOString() ?? null,
  max_redemptions: row.max_redemptions,
  redemptions: row.redemptions,
  created_at: row.created_at.toISOString(),
});

/** Every program code with its program's title, newest first. */
export const listProgramOffers = async (db: Db): Promise<ProgramOfferRow[]> =>
  (
    await db
      .select({ promo: programPromoCodes, title: programs.title })
      .from(programPromoCodes)
      .leftJoin(programs, eq(programs.id, programPromoCodes.program_id))
      .orderBy(desc(programPromoCodes.created_at), desc(programPromoCodes.id))
  ).map(({ promo, title }) => ({ ...promo, program_title: title }));

/** The programs a code may be for (id and title), by title. */
export const programChoices = (db: Db) =>
  db.select({ id: programs.id, title: programs.title }).from(programs).orderBy(programs.title);

/**
 * Makes a program code from the console's form; `valid_until` is a day in the studio's zone. A code
 * that exists in any casing breaks the unique index: 409 naming `code` (lib/unique-conflicts.ts).
 */
export const createProgramOffer = async (
  db: Db,
  values: ProgramOfferValues,
  zone: string,
): Promise<ProgramOfferRow> => {
  let title: string | null = null;
  if (values.program_id) {
    const [program] = await db
      .select({ title: programs.title })
      .from(programs)
      .where(eq(programs.id, values.program_id));
    if (!program) {
      throw new AppError('validation', offerMessages.programUnknown, {
        program_id: [offerMessages.programUnknown],
      });
    }
    title = program.title;
  }
  const validUntil = offerEnd(values.valid_until, zone);
  const [row] = await db
    .insert(programPromoCodes)
    .values({
      code: values.code,
      percent: values.percent,
      program_id: values.program_id ?? null,
      valid_until: validUntil,
      max_redemptions: values.max_redemptions ?? null,
    })
    .returning();
  if (!row) throw new Error('program promo insert returned no row');
  return { ...row, program_title: title };
};

/** Pauses, resumes or ends a program code (row locked); an ended code stays ended. */
export const changeProgramOffer = async (
  db: Db,
  id: number,
  action: OfferAction,
): Promise<{ before: ProgramPromoRow; after: ProgramPromoRow }> => {
  const [before] = await db
    .select()
    .from(programPromoCodes)
    .where(eq(programPromoCodes.id, id))
    .for('update');
  if (!before) throw notFound(offerMessages.offerUnknown);
  const [after] = await db
    .update(programPromoCodes)
    .set(offerChange(before, action))
    .where(eq(programPromoCodes.id, id))
    .returning();
  if (!after) throw notFound(offerMessages.offerUnknown);
  return { before, after };
};
