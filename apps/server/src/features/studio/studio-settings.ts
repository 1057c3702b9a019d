import type { Locale, StudioSettings } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, programPurchases, studioSettings, subscriptions } from '../../db/schema';
import { readStudioLanguage } from '../../lib/i18n';

/** The studio's settings as anyone reads them: the stored language, the configured currency. */
export const readStudioSettings = async (db: Db | Tx, currency: string): Promise<StudioSettings> => {
  const [row] = await db.select({ publish: studioSettings.publish_replays }).from(studioSettings);
  return { language: await readStudioLanguage(db), currency, publish_replays: row?.publish ?? false };
};

/** Whether live classes' replays are shown once ready (issue 37); answers the setting before. */
export const setPublishReplays = async (tx: Tx, publish: boolean): Promise<boolean> => {
  const [before] = await tx.select({ publish: studioSettings.publish_replays }).from(studioSettings);
  await tx
    .insert(studioSettings)
    .values({ id: 1, publish_replays: publish })
    .onConflictDoUpdate({
      target: studioSettings.id,
      set: { publish_replays: publish, updated_at: sql`now()` },
    });
  return before?.publish ?? false;
};

/** Sets the studio's default language (the one row, made on the first change); answers the one before. */
export const setStudioLanguage = async (tx: Tx, language: Locale): Promise<Locale> => {
  const before = await readStudioLanguage(tx);
  await tx
    .insert(studioSettings)
    .values({ id: 1, language })
    .onConflictDoUpdate({ target: studioSettings.id, set: { language, updated_at: sql`now()` } });
  return before;
};

/** STUDIO_CURRENCY names another currency than the one the studio's recorded money is in. */
export class CurrencyChangedError extends Error {}

/**
 * The studio's currency as the server starts (issue 35): written down the first time, and refused if
 * it changes once money is recorded, since every stored amount is a number of the old currency's
 * minor units (a studio's 1999 cents would read as R$ 19,99 or ¥1999). A studio that recorded money
 * before the currency was written down charged the spec's USD.
 */
export const settleStudioCurrency = async (db: Db, currency: string): Promise<void> => {
  const [row] = await db.select({ currency: studioSettings.currency }).from(studioSettings);
  if (row?.currency === currency) return;
  const [{ money } = { money: false }] = await db
    .select({
      money: sql<boolean>`exists (select 1 from ${subscriptions}) or exists (select 1 from ${payments})
      or exists (select 1 from ${programPurchases})`,
    })
    .from(sql`(select 1) as one`);
  const recorded = row?.currency ?? (money ? 'USD' : null);
  if (money && recorded && recorded !== currency) {
    throw new CurrencyChangedError(
      `STUDIO_CURRENCY is ${currency}, but this studio's payments and prices are recorded in ${recorded}. ` +
        `Amounts are stored in minor units of one currency and are not converted: set STUDIO_CURRENCY=${recorded}.`,
    );
  }
  await db
    .insert(studioSettings)
    .values({ id: 1, currency })
    .onConflictDoUpdate({ target: studioSettings.id, set: { currency, updated_at: sql`now()` } });
};
