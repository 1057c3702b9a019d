import type { Locale, StudioSettings } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { studioSettings } from '../../db/schema';
import { readStudioLanguage } from '../../lib/i18n';

/** The studio's settings as anyone reads them: the stored language, the configured currency. */
export const readStudioSettings = async (db: Db | Tx, currency: string): Promise<StudioSettings> => ({
  language: await readStudioLanguage(db),
  currency,
});

/** Sets the studio's default language (the one row, made on the first change); answers the one before. */
export const setStudioLanguage = async (tx: Tx, language: Locale): Promise<Locale> => {
  const before = await readStudioLanguage(tx);
  await tx
    .insert(studioSettings)
    .values({ id: 1, language })
    .onConflictDoUpdate({ target: studioSettings.id, set: { language, updated_at: sql`now()` } });
  return before;
};
