import crypto from 'node:crypto';
import {
  catalogueMessages,
  type PhraseInput,
  type PhraseTranslations,
  type StudioPhrase,
} from '@studio/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dailyPhrases } from '../../db/schema';
import { notFound } from '../../errors';
import { checkOrder } from './studio-order';

/**
 * Home's daily phrases as the console edits them (issue 17, decision 0025): one a day in
 * `position` order (home reads them by offset, so positions need not be dense).
 */

const present = (row: typeof dailyPhrases.$inferSelect): StudioPhrase => ({
  id: row.id,
  key: row.key,
  text: row.text,
  translations: row.translations,
  origin: row.origin,
});

/** The languages a phrase has words in: an empty field is none (issue 35). */
const filled = (translations: PhraseTranslations): PhraseTranslations =>
  Object.fromEntries(Object.entries(translations).filter(([, words]) => words));

export const listPhrases = async (db: Db): Promise<StudioPhrase[]> =>
  (await db.select().from(dailyPhrases).orderBy(asc(dailyPhrases.position), asc(dailyPhrases.id))).map(
    present,
  );

export const findPhrase = async (db: Db, id: number): Promise<StudioPhrase> => {
  const [row] = await db.select().from(dailyPhrases).where(eq(dailyPhrases.id, id));
  if (!row) throw notFound(catalogueMessages.phraseUnknown);
  return present(row);
};

/** A new phrase, last in the order. */
export const createPhrase = async (tx: Tx, { text, translations = {} }: PhraseInput): Promise<number> => {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${dailyPhrases.position}) + 1, 0)`.mapWith(Number) })
    .from(dailyPhrases);
  const [row] = await tx
    .insert(dailyPhrases)
    .values({
      key: `phrase-${crypto.randomBytes(4).toString('hex')}`,
      text,
      translations: filled(translations),
      position: last?.position ?? 0,
      origin: 'studio',
    })
    .returning({ id: dailyPhrases.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
};

export const updatePhrase = async (
  tx: Tx,
  id: number,
  { text, translations = {} }: PhraseInput,
): Promise<void> => {
  const [row] = await tx
    .update(dailyPhrases)
    .set({ text, translations: filled(translations) })
    .where(eq(dailyPhrases.id, id))
    .returning({ id: dailyPhrases.id });
  if (!row) throw notFound(catalogueMessages.phraseUnknown);
};

export const removePhrase = async (tx: Tx, id: number): Promise<StudioPhrase> => {
  const [row] = await tx.delete(dailyPhrases).where(eq(dailyPhrases.id, id)).returning();
  if (!row) throw notFound(catalogueMessages.phraseUnknown);
  return present(row);
};

/** Puts every phrase in this order: `ids` names each once. */
export const orderPhrases = async (tx: Tx, ids: number[]): Promise<void> => {
  const rows = await tx.select({ id: dailyPhrases.id }).from(dailyPhrases).for('update');
  checkOrder(ids, new Set(rows.map((r) => r.id)));
  for (const [position, id] of ids.entries())
    await tx.update(dailyPhrases).set({ position }).where(eq(dailyPhrases.id, id));
};
